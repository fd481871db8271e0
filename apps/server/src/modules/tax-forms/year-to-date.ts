import type { Database, Queryable } from '../../db/client.ts';
import * as repo from './year-to-date.repository.ts';

export type { YearToDateValues } from './year-to-date.repository.ts';

/**
 * Year-to-date paid elsewhere before the first slip here (issue 43): what the imports module reads and
 * writes, and what the TDS projection and the certificate add to an accepted earlier employment.
 */
export class YearToDateStore {
  constructor(private readonly db: Database) {}

  ofYear(taxYear: number) {
    return repo.yearToDateOfYear(this.db, taxYear);
  }

  firstSlipMonths() {
    return repo.firstSlipMonths(this.db);
  }

  save(tx: Queryable, rows: readonly repo.YearToDateValues[]) {
    return repo.saveYearToDate(tx, rows);
  }
}

type Earlier = { grossPaise: number; tdsPaise: number };

/** An accepted earlier employment and the imported year-to-date, added up (either may be missing). */
export function addYearToDate<T extends Earlier>(
  previous: T | null,
  ytd: Earlier | undefined,
): T | Earlier | null {
  if (!ytd) return previous;
  if (!previous) return ytd;
  return {
    ...previous,
    grossPaise: previous.grossPaise + ytd.grossPaise,
    tdsPaise: previous.tdsPaise + ytd.tdsPaise,
  };
}
