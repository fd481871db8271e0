import { DEFAULT_PAYROLL_SETTINGS, type PayrollSettings } from '@hrms/shared';
import { expect, vi } from 'vitest';
import type { FileStorage } from '../storage/storage.ts';
import { bearer, type TestContext, type TestUser } from './test-app.ts';

/** POST /api/admin/generate-salary as `admin` (the answer; the batch runs on: await payroll.whenIdle()). */
export function requestPayslips(ctx: TestContext, admin: TestUser, employeeIds: string[], month: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/generate-salary',
    headers: bearer(admin),
    payload: { employeeIds, month },
  });
}

/** Payroll tests' settings: Acme's header, the chosen statutory deductions on, PT's default state MH. */
export async function usePayrollSettings(
  ctx: TestContext,
  admin: TestUser,
  on: Partial<Record<'pf' | 'esi' | 'pt' | 'tds', boolean>>,
): Promise<void> {
  const body: PayrollSettings = {
    ...DEFAULT_PAYROLL_SETTINGS,
    organisation: { name: 'Acme Pvt Ltd', address: '1 MG Road, Pune' },
    pf: { enabled: Boolean(on.pf), establishmentId: null },
    esi: { enabled: Boolean(on.esi), employerCode: null },
    pt: { enabled: Boolean(on.pt), defaultState: 'MH' },
    tds: { enabled: Boolean(on.tds) },
  };
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/settings/payroll',
    headers: bearer(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A person's payroll profile, through the Admin's route. */
export async function putPayrollProfile(
  ctx: TestContext,
  admin: TestUser,
  user: TestUser,
  body: object,
): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/employees/${user.id}/payroll-profile`,
    headers: bearer(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Runs `meanwhile` while the first payslip file of what follows is written, as another instance committing then
 * would; every key written is kept, in order. Call `restore` when the batch is done.
 */
export function onFirstPayslipWrite(
  storage: FileStorage,
  meanwhile: () => Promise<unknown>,
  /** Before the nth write instead (1: the first). */
  nth = 1,
): { keys: string[]; restore: () => void } {
  const put = storage.put.bind(storage);
  const keys: string[] = [];
  const spy = vi.spyOn(storage, 'put').mockImplementation(async (key, data, type) => {
    if (keys.length === nth - 1) await meanwhile();
    keys.push(key);
    return put(key, data, type);
  });
  return { keys, restore: () => spy.mockRestore() };
}
