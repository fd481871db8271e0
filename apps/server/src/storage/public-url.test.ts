import type { Employee, EmployeeDetails, SalaryRecord } from '@hrms/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../test/test-app.ts';
import { form, PDF_BYTES } from '../test/upload-fixtures.ts';

/**
 * A front end on another origin (CORS_ORIGIN) shows slips and documents: with PUBLIC_URL every link the API
 * hands out is absolute on this server, and the file answers may be framed by the configured origins.
 */
const ABSOLUTE_LINK = /^https:\/\/api\.example\.in\/hr\/api\/files\/[\w-]+\.[\w-]+$/;
const FRONT_ENDS = 'https://hr.example.in, https://app.example.in';

function directives(header: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

describe('PUBLIC_URL with a cross-origin front end', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let employee: TestUser;
  beforeAll(async () => {
    // The trailing slash is normalised away; a path prefix (a proxy that mounts us under /hr) is kept.
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://api.example.in/hr/', CORS_ORIGIN: FRONT_ENDS } });
    admin = await createUser(ctx, { role: 'Admin' });
    employee = await createUser(ctx, { baseSalaryPaise: 3_000_000 });
  });
  afterAll(() => ctx.close());

  /** The link as the proxy in front of us would pass it on (it strips the /hr mount). */
  const fetchLink = (link: string) =>
    ctx.app.inject({ method: 'GET', url: new URL(link).pathname.replace(/^\/hr/, '') });

  it('makes every file link absolute: employee file, documents and salary slips', async () => {
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/employees',
      headers: bearer(admin),
      payload: form(
        { name: 'Link Person', email: `link-${Date.now()}@example.com`, password: 'secret-pass' },
        { file: { name: 'offer.pdf', data: PDF_BYTES } },
      ) as never,
    });
    expect(added.statusCode, added.body).toBe(201);
    const filePath = added.json<Employee>().filePath!;

    const details = await ctx.app.inject({
      method: 'PUT',
      url: `/api/details/${employee.id}`,
      headers: bearer(employee),
      payload: form({}, { resume: { name: 'cv.pdf', data: PDF_BYTES } }) as never,
    });
    expect(details.statusCode, details.body).toBe(200);
    const documentPath = details.json<EmployeeDetails>().additionalDetails.resume!.path;

    const batch = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/generate-salary',
      headers: bearer(admin),
      payload: { employeeIds: [employee.id], month: 'October 2026' },
    });
    expect(batch.statusCode, batch.body).toBe(202);
    await ctx.app.services.payroll.whenIdle();
    const salaries = await ctx.app.inject({
      url: `/api/employees/${employee.id}/salaries`,
      headers: bearer(employee),
    });
    const slipPath = salaries.json<SalaryRecord[]>()[0]!.slipPath!;

    for (const link of [filePath, documentPath, slipPath]) {
      expect(link).toMatch(ABSOLUTE_LINK);
      expect((await fetchLink(link)).statusCode).toBe(200);
    }
  });

  it('lets our own origin and each CORS origin frame a file, with no X-Frame-Options to contradict it', async () => {
    const link = ctx.app.services.fileLinks.url('documents/0123456789abcdef0123456789abcdef.pdf', {
      fileName: 'slip.pdf',
      contentType: 'application/pdf',
    });
    await ctx.app.services.storage.put(
      'documents/0123456789abcdef0123456789abcdef.pdf',
      PDF_BYTES,
      'application/pdf',
    );
    const res = await fetchLink(link);
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'self' https://hr.example.in https://app.example.in");
    expect(csp.get('default-src')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('keeps every other answer unframeable, and lets our pages frame links on PUBLIC_URL', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(csp.get('frame-src')).toBe("'self' https://api.example.in");
  });
});
