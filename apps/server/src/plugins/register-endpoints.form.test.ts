import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, defineEndpoints, type RequestBody } from '@hrms/shared';
import { multipartOptions, multipartPlugin, parseFields, readForm } from '../storage/uploads.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { form, PDF_BYTES } from '../test/upload-fixtures.ts';
import { registerTable } from './register-endpoints.ts';

// A contract operation with `form` takes multipart: the body is not validated as JSON by a schema; the
// handler reads the parts under its limits, then parses the fields with `form` (as people.forms.ts does).
const FORMS = defineEndpoints({ upload: { method: 'POST', path: '/forms/upload', status: 201 } });
const fieldsSchema = z.object({ name: z.string().min(1, { error: 'A name, please.' }) });
const CONTRACT = defineContract(FORMS, {
  upload: {
    summary: 'Upload one file with a name',
    form: fieldsSchema,
    response: z.object({ name: z.string(), file: z.string() }),
    errors: [400, 413],
    access: 'public',
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    async beforeReady(app) {
      await app.register(async (scope) => {
        await scope.register(multipartPlugin, multipartOptions(1024));
        registerTable(scope, 'forms', FORMS, CONTRACT, {
          upload: async (request) => {
            const parts = await readForm(request, {
              maxFileBytes: 1024,
              maxFiles: 1,
              fileFields: ['file'],
              unknownFileField: 'Only "file".',
            });
            const fields = parseFields(fieldsSchema, parts.fields);
            return { name: fields.name, file: parts.files[0]?.originalName ?? '' };
          },
        });
      });
    },
  });
});
afterAll(() => ctx.close());

const upload = (payload: FormData) => ctx.app.inject({ method: 'POST', url: '/api/forms/upload', payload });

describe('multipart operations of the contract', () => {
  it('hand the parts to the handler, which parses the fields with the contract’s form schema', async () => {
    const res = await upload(form({ name: 'Asha' }, { file: { name: 'cv.pdf', data: PDF_BYTES } }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ name: 'Asha', file: 'cv.pdf' });
    const refused = await upload(form({ name: '' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'invalid_input', message: 'A name, please.' });
  });

  it('are typed as a FormData body in the browser', () => {
    const body: RequestBody<'people', 'create'> = new FormData();
    // @ts-expect-error a multipart body is not a plain object
    const plain: RequestBody<'people', 'updateDetails'> = { personalEmail: 'a@b.c' };
    expect([body, plain]).toHaveLength(2);
  });
});
