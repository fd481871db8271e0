import type { ExtrasBasis } from './tax-extras.service.ts';

/** Payroll's TaxBasis (payroll/batch/chunk-load.ts) by shape: the tax year's, before the tax forms add theirs. */
interface Basis {
  regime: 'new' | 'old' | null;
  oldRegimeDeductionsPaise: number;
  previous?: { grossPaise: number; tdsPaise: number };
  imported?: { grossPaise: number; tdsPaise: number };
  previousPtPaise?: number;
}

/**
 * The tax year's basis with the tax forms' added (services.ts composes the two modules for payroll): the HRA
 * exemption joins the old regime's deductions (it counts in the old regime only, as they do); an earlier
 * employer's income and TDS join the year so far; the imported year-to-date is also kept apart for the payslip,
 * and its Professional Tax joins the old regime's tax on employment so far.
 */
export function withExtras<B extends Basis>(
  basis: Map<string, B>,
  extras: ReadonlyMap<string, ExtrasBasis>,
): Map<string, Basis> {
  const merged = new Map<string, Basis>(basis);
  for (const [userId, extra] of extras) {
    const base = merged.get(userId) ?? { regime: null, oldRegimeDeductionsPaise: 0 };
    merged.set(userId, {
      ...base,
      oldRegimeDeductionsPaise: base.oldRegimeDeductionsPaise + extra.hraExemptPaise,
      ...(extra.previous ? { previous: extra.previous } : {}),
      ...(extra.imported ? { imported: extra.imported } : {}),
      ...(extra.previousPtPaise ? { previousPtPaise: extra.previousPtPaise } : {}),
    });
  }
  return merged;
}
