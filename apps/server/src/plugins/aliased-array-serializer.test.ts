import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ATTENDANCE_STATUSES, attendanceSheetResponseSchema } from '@hrms/shared';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { aliasedArraySerializerCompiler } from './aliased-array-serializer.ts';

const SHEET = { status: '200', key: 'rows', alias: 'sheet' };
const route = <S>(schema: S, httpStatus = '200') => ({ schema, method: 'GET', url: '/sheet', httpStatus });
const compile = (schema: unknown, httpStatus = '200') =>
  aliasedArraySerializerCompiler(SHEET)(route(schema, httpStatus));
const plainFor = (schema: z.ZodType, httpStatus = '200') => serializerCompiler(route(schema, httpStatus));

const rowArbitrary = fc.record({
  employeeName: fc.string({ unit: 'binary' }),
  employeeId: fc.uuid(),
  employeeCode: fc.string(),
  attendance: fc.dictionary(fc.string(), fc.constantFrom(...ATTENDANCE_STATUSES)),
});
const sheetArbitrary = fc
  .record({
    month: fc.string(),
    dates: fc.array(fc.string({ unit: 'grapheme' })),
    rows: fc.array(rowArbitrary, { maxLength: 20 }),
  })
  .map((sheet) => ({ ...sheet, sheet: sheet.rows }));

describe('the aliased-array serialiser', () => {
  it('writes exactly what the zod serialiser writes for the attendance sheet, whatever the text', () => {
    const aliased = compile(attendanceSheetResponseSchema);
    const plain = plainFor(attendanceSheetResponseSchema);
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        expect(aliased(sheet)).toBe(plain(sheet));
      }),
    );
  });

  it('checks and encodes the shared array once, not once per key', () => {
    let encoded = 0;
    const counted = z.codec(z.string(), z.string(), {
      decode: (text) => text,
      encode: (text) => {
        encoded += 1;
        return text;
      },
    });
    const schema = z.object({
      month: z.string(),
      rows: z.array(z.object({ name: counted })),
      sheet: z.array(z.object({ name: counted })),
    });
    const rows = [{ name: 'Asha' }, { name: 'Ravi "R"' }, { name: 'Meera' }];
    const text = compile(schema)({ month: '2026-10', rows, sheet: rows });
    expect(encoded).toBe(3);
    expect(JSON.parse(text)).toEqual({ month: '2026-10', rows, sheet: rows });

    encoded = 0;
    plainFor(schema)({ month: '2026-10', rows, sheet: rows });
    expect(encoded).toBe(6);
  });

  it('drops fields the schema does not list, under both keys', () => {
    const schema = z.object({
      rows: z.array(z.object({ name: z.string() })),
      sheet: z.array(z.object({ name: z.string() })),
    });
    const rows = [{ name: 'Asha', passwordHash: 'secret' }];
    expect(compile(schema)({ rows, sheet: rows })).toBe(
      '{"rows":[{"name":"Asha"}],"sheet":[{"name":"Asha"}]}',
    );
  });

  it('falls back to the zod serialiser when the two keys are not one array', () => {
    const aliased = compile(attendanceSheetResponseSchema);
    const plain = plainFor(attendanceSheetResponseSchema);
    const body = { month: '2026-10', dates: [], rows: [], sheet: [] };
    expect(aliased(body)).toBe(plain(body));
  });

  it('refuses a body that does not match its schema, as the zod serialiser does', () => {
    const aliased = compile(attendanceSheetResponseSchema);
    const rows = [
      { employeeName: 'Asha', employeeId: 'x', employeeCode: 'EMP-0001', attendance: { d: 'Late' } },
    ];
    let thrown: unknown;
    try {
      aliased({ month: '2026-10', dates: [], rows, sheet: rows });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('leaves the route’s other answers to the zod serialiser', () => {
    const errorSchema = z.object({ message: z.string() });
    expect(compile(errorSchema, '403')({ message: 'Forbidden.', extra: 1 })).toBe('{"message":"Forbidden."}');
  });
});
