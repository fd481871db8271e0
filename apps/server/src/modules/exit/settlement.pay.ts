import type { Database } from '../../db/client.ts';
import type { PayInputLine, PayInputSource } from '../payroll/index.ts';
import type { SettlementLinePaise } from './settlement.ts';
import { payableWithRun, settlementRef } from './settlement-run.repository.ts';

/** Lines paid that are not income: gratuity within its exemption, HR's adjustments (left out of tax). */
const NOT_TAXED = new Set(['GRATUITY', 'ADJUSTMENT']);

/** One statement's lines as the run's slip takes them (pure): paid lines `settled`, the rest deductions. */
export function settledLines(id: string, lines: readonly SettlementLinePaise[]): PayInputLine[] {
  const ref = settlementRef(id);
  return lines.flatMap((line): PayInputLine[] => {
    if (line.paise > 0) {
      const taxablePaise = line.taxablePaise ?? (NOT_TAXED.has(line.code) ? 0 : line.paise);
      return [{ code: line.code, name: line.name, paise: line.paise, kind: 'settled', taxablePaise, ref }];
    }
    if (line.paise < 0)
      return [{ code: line.code, name: line.name, paise: -line.paise, kind: 'settled-deduction', ref }];
    return [];
  });
}

/**
 * The full and final settlement through payroll's seam (docs/payroll.md "Lines from other modules", issue 43):
 * a finalised statement HR chose to pay with a month's run gives that month's slip its lines, and nothing else
 * of the month is paid on it (payroll/pay/settled-slip.ts). The statement's own PF, ESI, PT and TDS are passed
 * as deductions already taken, so the run computes none again.
 */
export function settlementPayInputs(db: Database): PayInputSource {
  return async (userIds, year, month) => {
    const answer = new Map<string, PayInputLine[]>();
    for (const row of await payableWithRun(db, userIds, year, month)) {
      const lines = settledLines(row.id, row.lines as SettlementLinePaise[]);
      answer.set(row.userId, [...(answer.get(row.userId) ?? []), ...lines]);
    }
    return answer;
  };
}
