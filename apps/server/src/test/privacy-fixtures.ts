import { attendance, leaveRequests } from '../db/schema/index.ts';
import { bearer, createUser, type TestContext, type TestUser } from './test-app.ts';
import { form, PDF_BYTES } from './upload-fixtures.ts';

/** For tests: identity numbers no other seeded value contains, so a leak of any of them is found by search. */
export const FULL_PROFILE = {
  pan: 'QWERT9876Z',
  uan: '100987654321',
  aadhaar: '2345 6789 0124',
  esiNumber: '1234567890',
  workState: 'MH',
  gender: 'female',
  bankAccount: '501000998877',
  ifsc: 'HDFC0001234',
  taxRegime: 'new',
  pfOnFullWages: false,
} as const;

/** The stored values a leak would show whole (Aadhaar is never stored whole, so it cannot leak). */
export const SECRET_VALUES = ['QWERT9876Z', '100987654321', '501000998877', '234567890124'];

const octoberDays = () =>
  Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`).filter(
    (d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0,
  );

/**
 * A person with a full payroll profile, October's attendance, a leave request, an uploaded document and
 * October's generated payslip (a real PDF in storage), seeded through the API where the API writes it.
 */
export async function seedPersonWithPay(ctx: TestContext, admin: TestUser, name = 'Priya Private') {
  const person = await createUser(ctx, { name, baseSalaryPaise: 5_000_000, joinedOn: '2026-01-01' });
  const put = await ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${person.id}/payroll-profile`,
    headers: bearer(admin),
    payload: FULL_PROFILE,
  });
  if (put.statusCode !== 200) throw new Error(put.body);
  await ctx.db
    .insert(attendance)
    .values(octoberDays().map((date) => ({ userId: person.id, date, status: 'Present' as const })));
  await ctx.db.insert(leaveRequests).values({
    userId: person.id,
    type: 'Paid Leave',
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    reason: 'Family visit',
    createdAt: ctx.clock.now(),
  });
  const upload = await ctx.app.inject({
    method: 'PUT',
    url: `/api/details/${person.id}`,
    headers: bearer(person),
    payload: form(
      { personalEmail: `home-${person.id.slice(0, 8)}@example.com` },
      {
        resume: { name: 'cv.pdf', data: PDF_BYTES },
      },
    ) as never,
  });
  if (upload.statusCode !== 200) throw new Error(upload.body);
  const gen = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds: [person.id], month: 'October 2026' },
  });
  if (gen.statusCode !== 202) throw new Error(gen.body);
  await ctx.app.services.payroll.whenIdle();
  return person;
}
