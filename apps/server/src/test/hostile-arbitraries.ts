import crypto from 'node:crypto';
import fc from 'fast-check';
import { CALLERS, type CallerKey, type MatrixRow } from './authorization-matrix.ts';

/** Strings attackers and careless clients send: SQL, markup, traversal, control and odd Unicode. */
export const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; SELECT pg_sleep(1); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  'a\u0000b',
  '\u0000',
  '\u202eevil',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '25:99',
  '',
  ' ',
  '\t\n',
  '😀🙈',
  'all',
  'Admin',
  '00000000-0000-0000-0000-000000000000',
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 3000 }) },
);

/** Any JSON value, built from hostile strings, with prototype-pollution keys in objects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A valid body with some fields replaced by hostile values (the likeliest way past the first check). */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  if (keys.length === 0) return hostileJson;
  return fc
    .tuple(
      fc.subarray(keys, { minLength: 1 }),
      fc.array(hostileJson, { minLength: keys.length, maxLength: keys.length }),
    )
    .map(([replace, values]) => {
      const body: Record<string, unknown> = { ...valid };
      replace.forEach((key, i) => (body[key] = values[i]));
      return body;
    });
}

export interface HostileRequest {
  caller: CallerKey | 'forged' | 'garbage';
  /** Per path parameter: a valid ref (resolved later) or a raw hostile value. */
  params: Record<string, { valid: true } | { valid: false; raw: string }>;
  query: Record<string, string>;
  body: { kind: 'json'; value: unknown } | { kind: 'none' } | { kind: 'multipart'; parts: MultipartPart[] };
}

export interface MultipartPart {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; data: Buffer };
}

const MAGIC = [
  Buffer.from('%PDF-1.4\n'),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('<svg onload=alert(1)>'),
  Buffer.alloc(0),
];

const multipartPart = (fieldNames: string[]): fc.Arbitrary<MultipartPart> =>
  fc.oneof(
    fc.record({ name: fc.oneof(fc.constantFrom(...fieldNames), hostileString), value: hostileString }),
    fc.record({
      name: fc.oneof(fc.constantFrom(...fieldNames), hostileString),
      file: fc.record({
        filename: hostileString,
        contentType: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/x-sh', ''),
        data: fc
          .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 256 }))
          .map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)])),
      }),
    }),
  );

const NEW_PERSON_FIELDS = ['name', 'email', 'password', 'role', 'baseSalary', 'joinedOn', 'file'].concat([
  'departmentId',
  'designationId',
  'locationId',
  'managerId',
]);

/** Field names a multipart route reads (so generated parts reach the checks behind the parser). */
export const MULTIPART_FIELDS: Record<string, string[]> = {
  'POST /api/admin/employees': [...NEW_PERSON_FIELDS],
  'POST /api/hr/employees': [...NEW_PERSON_FIELDS],
  'PUT /api/admin/employees/:id': ['name', 'email', 'password', 'role', 'baseSalary', 'joinedOn', 'file'],
  'PUT /api/details/:id': ['personalEmail', 'resume', 'panCardFront', 'tenthMarksheet', 'aadharCardBack'],
};

/** Requests aimed at one matrix row: right or wrong caller, valid or hostile ids, junk bodies. */
export function hostileRequestFor(
  row: MatrixRow,
  validBody: Record<string, unknown> | null,
): fc.Arbitrary<HostileRequest> {
  const paramNames = Object.keys(row.params ?? {});
  const param = fc.oneof(
    fc.constant({ valid: true as const }),
    hostileString.map((raw) => ({ valid: false as const, raw })),
  );
  const multipartFields = MULTIPART_FIELDS[`${row.method} ${row.path}`];
  const bodies: fc.Arbitrary<HostileRequest['body']>[] = [
    fc.constant({ kind: 'none' as const }),
    hostileJson.map((value) => ({ kind: 'json' as const, value })),
  ];
  if (validBody) bodies.push(mutatedBody(validBody).map((value) => ({ kind: 'json' as const, value })));
  if (multipartFields) {
    bodies.push(
      fc
        .array(multipartPart(multipartFields), { maxLength: 6 })
        .map((parts) => ({ kind: 'multipart' as const, parts })),
    );
  }
  return fc.record({
    caller: fc.constantFrom<HostileRequest['caller']>(...CALLERS, 'forged', 'garbage'),
    params: fc
      .tuple(...paramNames.map(() => param))
      .map((values) => Object.fromEntries(paramNames.map((name, i) => [name, values[i]!]))),
    query: fc.dictionary(fc.oneof(fc.constantFrom('month', 'page', 'q'), hostileString), hostileString, {
      maxKeys: 3,
    }),
    body: fc.oneof(...bodies),
  });
}

/** A multipart/form-data payload built by hand, so names, filenames and types can be anything. */
export function encodeMultipart(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----hostile${crypto.randomBytes(8).toString('hex')}`;
  const quote = (text: string) => text.replace(/["\r\n]/g, '_');
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"`;
    if (part.file) {
      head += `; filename="${quote(part.file.filename)}"\r\n`;
      if (part.file.contentType) head += `Content-Type: ${part.file.contentType}\r\n`;
      chunks.push(Buffer.from(`${head}\r\n`), part.file.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`${head}\r\n\r\n${part.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
