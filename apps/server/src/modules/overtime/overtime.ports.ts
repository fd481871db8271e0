/*
 * What overtime asks of higher modules (docs/architecture.md, "Modules and their faces"): payroll-runs answers
 * which payroll months are finalised (PayrollLocks implements it by shape), so an approval is never paid in
 * a locked month.
 */
export interface PayMonthLocks {
  /** For each question, the first finalised month ('YYYY-MM') its days meet, else null. */
  lockedMonths(
    questions: readonly { userId: string; from: string; to: string }[],
  ): Promise<(string | null)[]>;
}
