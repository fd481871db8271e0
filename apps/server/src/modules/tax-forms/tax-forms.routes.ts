import type { FastifyPluginAsync } from 'fastify';
import { PART_A_MAX_BYTES, PART_A_MAX_FILES, partAUploadFieldsSchema } from '@hrms/shared';
import { TAX_FORMS_CONTRACT } from '@hrms/shared/tax-forms/contract';
import { renderExport, sendExport } from '../../lib/export/render.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import { multipartPlugin, parseFields } from '../../storage/uploads.ts';
import { readPartAUpload } from './form130-part-a-files.ts';
import type { Form130BulkService } from './form130-bulk.ts';
import type { TaxExtrasService } from './tax-extras.service.ts';
import type { TaxFormsService } from './tax-forms.service.ts';

const pdf = (file: { fileName: string; body: Uint8Array }) => ({
  fileName: file.fileName,
  contentType: 'application/pdf',
  body: Buffer.from(file.body),
});

/** Tax forms: paths, schemas and access in packages/shared/src/tax-forms/. */
export const taxFormsRoutes: FastifyPluginAsync<{
  taxExtras: TaxExtrasService;
  taxForms: TaxFormsService;
  form130Bulk: Form130BulkService;
}> = async (app, { taxExtras, taxForms, form130Bulk }) => {
  // Part A uploads: many PDFs (or ZIPs of them) in one form, limits checked over the whole (form130-part-a-files.ts).
  await app.register(multipartPlugin, {
    limits: { fileSize: PART_A_MAX_BYTES, files: PART_A_MAX_FILES },
    throwFileSizeLimit: true,
  });
  registerEndpoints(app, 'taxForms', TAX_FORMS_CONTRACT, {
    myExtras: async (request) => {
      const caller = callerOf(request);
      return taxExtras.view(caller, caller.id, request.query.year);
    },
    declareRent: async (request) => taxExtras.declareRent(callerOf(request), request.body),
    declarePrevious: async (request) => taxExtras.declarePrevious(callerOf(request), request.body),
    myForm130: async (request, reply) => {
      const caller = callerOf(request);
      return sendExport(reply, pdf(await taxForms.form130(caller, caller.id, request.query.year)));
    },
    personExtras: async (request) => taxExtras.view(callerOf(request), request.params.id, request.query.year),
    verifyRent: async (request) => taxExtras.verifyRent(callerOf(request), request.params.id, request.body),
    verifyPrevious: async (request) =>
      taxExtras.verifyPrevious(callerOf(request), request.params.id, request.body),
    personForm130: async (request, reply) =>
      sendExport(
        reply,
        pdf(await taxForms.form130(callerOf(request), request.params.id, request.query.year)),
      ),
    deductor: async () => taxForms.deductor(),
    setDeductor: async (request) => taxForms.setDeductor(callerOf(request), request.body),
    form138: async (request) => taxForms.form138(request.query.year, request.query.quarter),
    form138Export: async (request, reply) => {
      const { table, name } = await taxForms.form138Export(
        callerOf(request),
        request.query.year,
        request.query.quarter,
      );
      return sendExport(reply, await renderExport(table, request.query.format, name));
    },
    lwfReturn: async (request, reply) => {
      const { year, half, state, format } = request.query;
      const { table, name } = await taxForms.lwfReturn(year, half, state);
      return sendExport(reply, await renderExport(table, format, name));
    },
    taxRegister: async (request) => taxForms.register(request.query.year, request.query.month),
    taxRegisterExport: async (request, reply) => {
      const { year, month, format } = request.query;
      const { table, name } = await taxForms.registerExport(year, month);
      return sendExport(reply, await renderExport(table, format, name));
    },
    form130BulkStart: async (request) => form130Bulk.start(callerOf(request), request.body),
    form130BulkStatus: async (request) => form130Bulk.status(callerOf(request), request.params.id),
    form130PartAUpload: async (request) => {
      const { fields, files } = await readPartAUpload(request);
      const { year } = parseFields(partAUploadFieldsSchema, fields);
      return taxForms.partA.import(callerOf(request), year, files);
    },
    form130PartAList: async (request) => taxForms.partA.list(request.query.year),
  });
};
