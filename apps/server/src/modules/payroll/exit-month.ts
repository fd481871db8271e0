import { isoDay } from '@hrms/shared';
import { loadChunk, type ChunkLoadDeps } from './batch/chunk-load.ts';
import { taxYearSoFar } from './batch/chunk-pay.ts';
import { grossOn } from './pay/earned-pay.ts';
import type { PayLinePaise } from './pay/breakdown.ts';
import { exitStatutoryLines } from './pay/exit-statutory.ts';

/** The final salary a settlement pays for the exit month, and its other taxable pay. */
export interface ExitMonthInput {
  userId: string;
  year: number;
  month: number;
  basicEarnedPaise: number;
  grossEarnedPaise: number;
  paidDays: number;
  otherTaxablePaise: number;
}

/**
 * The exit month's statutory deductions for a settlement (issue 43): the payslip batch's own reads (chunk-load.ts:
 * settings, the payroll profile and work state, the tax year so far, the regime and declarations) and its
 * statutory engine, on the final salary (pay/exit-statutory.ts). Saves nothing.
 */
export async function exitMonthStatutory(
  deps: ChunkLoadDeps,
  input: ExitMonthInput,
): Promise<{ deductions: PayLinePaise[]; employerContributions: PayLinePaise[] }> {
  const { year, month } = input;
  const chunk = await loadChunk(deps, [input.userId], year, month);
  const { settings, context, engine } = chunk.input;
  const payee = chunk.payees[0];
  const profile = context.profiles.get(input.userId);
  if (!engine || !payee || !profile) return { deductions: [], employerContributions: [] };
  const revisions = context.revisions.get(payee.id) ?? [];
  const periodStart = engine.esiPeriodStart(isoDay(year, month, 1));
  return exitStatutoryLines(engine, {
    year,
    month,
    settings,
    profile,
    basicEarnedPaise: input.basicEarnedPaise,
    grossEarnedPaise: input.grossEarnedPaise,
    paidDays: input.paidDays,
    grossAtEsiPeriodStartPaise: grossOn(
      periodStart > payee.joinedOn ? periodStart : payee.joinedOn,
      payee.baseSalaryPaise,
      revisions,
    ),
    // As the payslip counts it: an earlier employer's and the imported months' gross, TDS and PT included.
    fySoFar: taxYearSoFar(
      context.fySoFar.get(payee.id) ?? { grossPaise: 0, tdsPaise: 0 },
      context.taxBasis?.get(payee.id),
    ),
    tax: context.taxBasis?.get(payee.id),
    otherTaxablePaise: input.otherTaxablePaise,
  });
}
