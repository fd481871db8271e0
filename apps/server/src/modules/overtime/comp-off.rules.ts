import { addDays } from '@hrms/shared';

/*
 * Compensatory off arithmetic (issue 45, docs/overtime.md "Compensatory off"), pure. Days are integer
 * hundredths (100 a full day, 50 a half day), so sums never drift. A credit can be used on any day from the one
 * it was earned to its expiry date inclusive; on the day after, what is left of it lapses. A use takes the
 * earliest-expiring usable credits first (ties: earliest earned, then id).
 */

export interface CompOffCredit {
  id: string;
  earnedOn: string;
  expiresOn: string;
  hundredths: number;
}

export interface CompOffUse {
  on: string;
  hundredths: number;
}

export interface CreditState {
  id: string;
  expiresOn: string;
  used: number;
  expired: number;
  remaining: number;
}

export interface CompOffBook {
  credited: number;
  used: number;
  expired: number;
  balance: number;
  /** Hundredths of uses no usable credit covered (the leave service refuses such a request). */
  unmet: number;
  /** The earliest expiry among credits with something left, and how much lapses then. */
  nextExpiry: { on: string; hundredths: number } | null;
  credits: CreditState[];
}

/** 1 day, or 0.5 when the day's worked minutes are under the shift's half-day minimum (if it has one). */
export function compOffHundredths(workedMinutes: number, halfDayMinutes: number | null): number {
  return halfDayMinutes !== null && workedMinutes < halfDayMinutes ? 50 : 100;
}

/** The credit's expiry date: `days` days after the day worked. */
export const compOffExpiry = (workedOn: string, days: number): string => addDays(workedOn, days);

const byExpiry = (a: CreditState & { earnedOn: string }, b: CreditState & { earnedOn: string }) =>
  a.expiresOn.localeCompare(b.expiresOn) || a.earnedOn.localeCompare(b.earnedOn) || a.id.localeCompare(b.id);

/** The book as of `asOf`: uses in date order, each from the earliest-expiring credits; what expired lapses. */
export function compOffBook(
  credits: readonly CompOffCredit[],
  uses: readonly CompOffUse[],
  asOf: string,
): CompOffBook {
  const states = credits
    .map((c) => ({
      id: c.id,
      earnedOn: c.earnedOn,
      expiresOn: c.expiresOn,
      used: 0,
      expired: 0,
      remaining: c.hundredths,
    }))
    .sort(byExpiry);
  let unmet = 0;
  for (const use of [...uses].sort((a, b) => a.on.localeCompare(b.on))) {
    let need = use.hundredths;
    for (const credit of states) {
      if (need === 0) break;
      if (credit.earnedOn > use.on || credit.expiresOn < use.on || credit.remaining === 0) continue;
      const take = Math.min(need, credit.remaining);
      credit.used += take;
      credit.remaining -= take;
      need -= take;
    }
    unmet += need;
  }
  for (const credit of states)
    if (credit.expiresOn < asOf) {
      credit.expired = credit.remaining;
      credit.remaining = 0;
    }
  const sum = (pick: (c: CreditState) => number) => states.reduce((total, c) => total + pick(c), 0);
  const open = states.filter((c) => c.remaining > 0);
  const first = open[0];
  return {
    credited: credits.reduce((total, c) => total + c.hundredths, 0),
    used: sum((c) => c.used),
    expired: sum((c) => c.expired),
    balance: sum((c) => c.remaining),
    unmet,
    nextExpiry: first
      ? {
          on: first.expiresOn,
          hundredths: open
            .filter((c) => c.expiresOn === first.expiresOn)
            .reduce((t, c) => t + c.remaining, 0),
        }
      : null,
    credits: states.map(({ id, expiresOn, used, expired, remaining }) => ({
      id,
      expiresOn,
      used,
      expired,
      remaining,
    })),
  };
}

/** Credits with something left whose expiry is exactly `days` days after `today` (the reminder's list). */
export function expiringOn(book: CompOffBook, today: string, days: number): CreditState[] {
  const on = addDays(today, days);
  return book.credits.filter((c) => c.remaining > 0 && c.expiresOn === on);
}
