import { CLAIM_MESSAGES as M, MONTH_NAMES, paiseToRupees, type ClaimLineInput } from '@hrms/shared';

/*
 * The claim's rules on integer paise (issue 45, docs/claims.md), pure: what a line costs (mileage), the
 * per-claim and per-month limits, and what a decision on each line may approve. The service reads the facts.
 */

export interface CategoryFacts {
  id: string;
  name: string;
  perClaimLimitPaise: number | null;
  perMonthLimitPaise: number | null;
  mileageRatePaise: number | null;
  taxable: boolean;
}

export interface PricedLine extends ClaimLineInput {
  category: CategoryFacts;
  amountPaise: number;
  /** A mileage line needs no receipt: the distance and the Admin's rate make the amount. */
  mileage: boolean;
}

/** The line's amount: distance × the category's rate per km (rounded to the paisa), or the amount typed. */
export function priceLine(line: ClaimLineInput, category: CategoryFacts): PricedLine | { error: string } {
  if (line.distanceKm !== undefined) {
    if (category.mileageRatePaise === null) return { error: M.noMileage(category.name) };
    // Tenths of a km times paise a km, in integers: 12.5 km at ₹8 = 125 × 800 / 10 = 10,000 paise.
    const amountPaise = Math.round((Math.round(line.distanceKm * 10) * category.mileageRatePaise) / 10);
    return { ...line, category, amountPaise, mileage: true };
  }
  if (line.amount === undefined) return { error: M.amount };
  return { ...line, category, amountPaise: Math.round(line.amount * 100), mileage: false };
}

const monthOf = (day: string) => day.slice(0, 7);
const monthLabel = (key: string) => `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

/**
 * The first limit the claim breaks, in words naming it, or null. `used` is what the person's other pending and
 * approved claims hold, by category id and month ('YYYY-MM').
 */
export function limitBreach(lines: readonly PricedLine[], used: ReadonlyMap<string, number>): string | null {
  const perCategory = new Map<string, { category: CategoryFacts; paise: number }>();
  const perMonth = new Map<string, { category: CategoryFacts; month: string; paise: number }>();
  for (const line of lines) {
    const c = perCategory.get(line.category.id) ?? { category: line.category, paise: 0 };
    c.paise += line.amountPaise;
    perCategory.set(line.category.id, c);
    const key = `${line.category.id}|${monthOf(line.date)}`;
    const m = perMonth.get(key) ?? { category: line.category, month: monthOf(line.date), paise: 0 };
    m.paise += line.amountPaise;
    perMonth.set(key, m);
  }
  for (const { category, paise } of perCategory.values())
    if (category.perClaimLimitPaise !== null && paise > category.perClaimLimitPaise)
      return M.perClaimLimit(category.name, paiseToRupees(category.perClaimLimitPaise), paiseToRupees(paise));
  for (const [key, { category, month, paise }] of perMonth) {
    const limit = category.perMonthLimitPaise;
    const already = used.get(key) ?? 0;
    if (limit !== null && already + paise > limit)
      return M.perMonthLimit(
        category.name,
        paiseToRupees(limit),
        monthLabel(month),
        paiseToRupees(Math.max(0, limit - already)),
      );
  }
  return null;
}

export interface LineDecision {
  id: string;
  approvedPaise: number;
  reason: string | null;
}

/**
 * Checks a decider's approval line by line: every line answered, at most what still stands (the amount, or the
 * previous decider's figure), and a reason for any cut. Returns the decisions in paise or the first problem.
 */
export function checkLineDecisions(
  lines: readonly { id: string; standingPaise: number }[],
  answers: readonly { id: string; approved: number; reason?: string | null | undefined }[],
): LineDecision[] | { error: string } {
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  const decided: LineDecision[] = [];
  for (const [index, line] of lines.entries()) {
    const answer = byId.get(line.id);
    if (!answer) return { error: M.lineMissing };
    const approvedPaise = Math.round(answer.approved * 100);
    if (approvedPaise > line.standingPaise)
      return { error: M.lineOver(index + 1, paiseToRupees(line.standingPaise)) };
    const reason = answer.reason?.trim() || null;
    if (approvedPaise < line.standingPaise && !reason) return { error: M.lineReason(index + 1) };
    decided.push({ id: line.id, approvedPaise, reason });
  }
  if (answers.length !== lines.length) return { error: M.lineMissing };
  return decided;
}

/** The first payroll month from `from` on that is not finalised for the person (never a locked one). */
export function nextOpenMonth(
  from: { year: number; month: number },
  finalised: readonly { year: number; month: number }[],
): { year: number; month: number } {
  const closed = new Set(finalised.map((m) => m.year * 12 + m.month));
  let index = from.year * 12 + from.month;
  while (closed.has(index)) index += 1;
  const month = ((index - 1) % 12) + 1;
  return { year: (index - month) / 12, month };
}
