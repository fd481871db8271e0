import { loadChunk, type ChunkLoadDeps } from './chunk-load.ts';
import type * as repo from '../payroll.repository.ts';
import { payChunk, type PayrollAttendance, type PersonPay } from './chunk-pay.ts';

export interface PeriodPayDeps extends ChunkLoadDeps {
  attendance: PayrollAttendance;
}

/**
 * The pay of a chunk of people for a period exactly as a payslip batch would compute it now (the same
 * reads, chunk-load.ts, and the same payChunk rules), saving nothing: the payroll register's preview
 * (issue 22). People deleted since are left out.
 */
export async function periodPay(
  deps: PeriodPayDeps,
  ids: string[],
  year: number,
  month: number,
): Promise<{ payee: repo.Payee; pay: PersonPay }[]> {
  const chunk = await loadChunk(deps, ids, year, month);
  const pay = await payChunk(deps.attendance, chunk.input);
  return chunk.payees.map((payee) => ({ payee, pay: pay.get(payee.id)! }));
}
