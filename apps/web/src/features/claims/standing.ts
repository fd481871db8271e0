import { useClaimCategories } from './api/claims';

/**
 * Whether the dashboard lists Claims (issue 45): once the Admin has added an expense category (the Admin does so
 * from the Structure tab's "Expense categories" card). A fresh install keeps the spec's tabs; asked after paint.
 */
export function useClaimsInUse(enabled: boolean): boolean {
  return (useClaimCategories({ enabled }).data?.length ?? 0) > 0;
}
