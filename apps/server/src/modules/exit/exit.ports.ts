/**
 * What exit needs of higher modules (docs/architecture.md, "Modules and their faces"). Issue 45: advances and
 * loans still owed become recovery lines of the full and final settlement (negative paise, with the reason);
 * implemented by modules/advances (`advanceOutstanding`), passed in by services.ts.
 */
export type OutstandingRecoveries = (
  userId: string,
) => Promise<{ name: string; paise: number; reason: string }[]>;
