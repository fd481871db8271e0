import {
  LEAVE_POLICY_MESSAGES,
  leavePolicyBodySchema,
  type LeavePolicyBody,
  type LeaveType,
} from '@hrms/shared';

/** One type's policy as the form holds it: numbers as typed text ('' = none where the field allows it). */
export interface PolicyDraft {
  annualQuota: string;
  accrual: LeavePolicyBody['accrual'];
  prorateJoiners: boolean;
  carryForwardMax: string;
  carryForwardExpiresMonths: string;
  beyondBalance: LeavePolicyBody['beyondBalance'];
  countsAgainst: LeaveType | '';
  weight: string;
  maxPerMonth: string;
  sandwichWeeklyOffs: boolean;
  sandwichHolidays: boolean;
}

/** Every type's draft by name, in the order the policies came (the spec's four, then custom types). */
export type PolicyDrafts = Record<LeaveType, PolicyDraft>;

const text = (value: number | null) => (value === null ? '' : String(value));

export function toDraft(policy: LeavePolicyBody): PolicyDraft {
  return {
    annualQuota: text(policy.annualQuota),
    accrual: policy.accrual,
    prorateJoiners: policy.prorateJoiners,
    carryForwardMax: text(policy.carryForwardMax),
    carryForwardExpiresMonths: text(policy.carryForwardExpiresMonths),
    beyondBalance: policy.beyondBalance,
    countsAgainst: policy.countsAgainst ?? '',
    weight: text(policy.weight),
    maxPerMonth: text(policy.maxPerMonth),
    sandwichWeeklyOffs: policy.sandwich.weeklyOffs,
    sandwichHolidays: policy.sandwich.holidays,
  };
}

export const toDrafts = (policies: Record<LeaveType, LeavePolicyBody>): PolicyDrafts =>
  Object.fromEntries(Object.entries(policies).map(([type, policy]) => [type, toDraft(policy)]));

// Blank is "none" only where the policy allows none; elsewhere it is not a number, so the schema refuses it.
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));
const requiredNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The field labels, for saying which field a refusal is about. */
export const FIELD_LABELS: Record<keyof LeavePolicyBody, string> = {
  annualQuota: 'Days a year',
  accrual: 'Accrual',
  prorateJoiners: 'Prorate joiners',
  carryForwardMax: 'Carry forward at most',
  carryForwardExpiresMonths: 'Carried days lapse after (months)',
  beyondBalance: 'Beyond the balance',
  countsAgainst: 'Takes from',
  weight: 'Days per request day',
  maxPerMonth: 'At most per month',
  sandwich: 'Sandwich rule',
};

const OUR_MESSAGES = new Set<unknown>(Object.values(LEAVE_POLICY_MESSAGES));

export type DraftResult =
  | { ok: true; policies: (LeavePolicyBody & { type: LeaveType })[] }
  | { ok: false; type: LeaveType; field: keyof LeavePolicyBody; message: string };

/** Every type's body, checked by the contract's schema and the counts-against rules the server applies. */
export function fromDrafts(drafts: PolicyDrafts): DraftResult {
  const policies: (LeavePolicyBody & { type: LeaveType })[] = [];
  for (const [type, draft] of Object.entries(drafts)) {
    const parsed = leavePolicyBodySchema.safeParse({
      annualQuota: optionalNumber(draft.annualQuota),
      accrual: draft.accrual,
      prorateJoiners: draft.prorateJoiners,
      carryForwardMax: requiredNumber(draft.carryForwardMax),
      carryForwardExpiresMonths: optionalNumber(draft.carryForwardExpiresMonths),
      beyondBalance: draft.beyondBalance,
      countsAgainst: draft.countsAgainst || null,
      weight: requiredNumber(draft.weight),
      maxPerMonth: optionalNumber(draft.maxPerMonth),
      sandwich: { weeklyOffs: draft.sandwichWeeklyOffs, holidays: draft.sandwichHolidays },
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = (issue?.path[0] ?? 'annualQuota') as keyof LeavePolicyBody;
      const message =
        issue && OUR_MESSAGES.has(issue.message) ? issue.message : LEAVE_POLICY_MESSAGES.invalidPolicy;
      return { ok: false, type, field, message };
    }
    policies.push({ ...parsed.data, type });
  }
  for (const policy of policies) {
    if (policy.countsAgainst === policy.type)
      return {
        ok: false,
        type: policy.type,
        field: 'countsAgainst',
        message: LEAVE_POLICY_MESSAGES.countsAgainstItself,
      };
    const target = policies.find((other) => other.type === policy.countsAgainst);
    if (target && target.countsAgainst !== null)
      return {
        ok: false,
        type: policy.type,
        field: 'countsAgainst',
        message: LEAVE_POLICY_MESSAGES.countsAgainstChain,
      };
  }
  return { ok: true, policies };
}
