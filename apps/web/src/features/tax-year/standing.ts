import { useMyTaxYear } from './api/queries';

/**
 * Whether the dashboard lists My Tax (issue 44): once TDS is on, the Admin set a window, or the person has a
 * choice or declarations. A fresh install keeps the spec's tabs; asked after the first paint.
 */
export function useTaxYearInUse(enabled: boolean): boolean {
  return useMyTaxYear({ enabled }).data?.inUse ?? false;
}
