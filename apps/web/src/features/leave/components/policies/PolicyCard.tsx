import type { ReactNode } from 'react';
import type { LeavePolicyBody, LeaveType } from '@hrms/shared';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/native-select';
import type { PolicyDraft } from './policy-form';

interface PolicyCardProps {
  type: LeaveType;
  /** Every type's name: the "takes from" choices (issue 40: custom types too). */
  types: readonly LeaveType[];
  draft: PolicyDraft;
  /** The field a refusal is about, marked invalid. */
  invalid: keyof LeavePolicyBody | null;
  disabled: boolean;
  onChange: (next: Partial<PolicyDraft>) => void;
}

const slug = (type: LeaveType) => type.toLowerCase().replace(/\s+/g, '-');

function Field({
  id,
  label,
  help,
  children,
}: {
  id: string;
  label: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {help}
      </p>
    </div>
  );
}

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** One leave type's policy: quota, accrual, carry-forward, beyond the balance, weight, monthly limit, sandwich. */
export function PolicyCard({ type, types, draft, invalid, disabled, onChange }: PolicyCardProps) {
  const id = (field: string) => `policy-${slug(type)}-${field}`;
  const number = (
    field: keyof PolicyDraft & keyof LeavePolicyBody,
    extra: { inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Input
      id={id(field)}
      inputMode={extra.inputMode ?? 'decimal'}
      aria-describedby={`${id(field)}-help`}
      aria-invalid={invalid === field || undefined}
      value={draft[field] as string}
      disabled={disabled}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );

  return (
    <section aria-label={`${type} policy`} className="grid gap-4 rounded-lg border p-4">
      <h3 className="font-semibold">{type}</h3>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Field id={id('annualQuota')} label="Days a year" help="Leave blank for no quota (unlimited).">
          {number('annualQuota')}
        </Field>
        <Field id={id('accrual')} label="Accrual" help="When the year's days are credited.">
          <NativeSelect
            id={id('accrual')}
            aria-describedby={`${id('accrual')}-help`}
            value={draft.accrual}
            disabled={disabled}
            onChange={(event) => onChange({ accrual: event.target.value as PolicyDraft['accrual'] })}
          >
            <option value="upfront">All at the start of the year</option>
            <option value="monthly">Monthly (a twelfth each month)</option>
            <option value="quarterly">Quarterly (a quarter each quarter)</option>
          </NativeSelect>
        </Field>
        <Field
          id={id('beyondBalance')}
          label="Beyond the balance"
          help="What a request for more days than are left gets."
        >
          <NativeSelect
            id={id('beyondBalance')}
            aria-describedby={`${id('beyondBalance')}-help`}
            value={draft.beyondBalance}
            disabled={disabled}
            onChange={(event) =>
              onChange({ beyondBalance: event.target.value as PolicyDraft['beyondBalance'] })
            }
          >
            <option value="refuse">Refuse the request</option>
            <option value="unpaid">Accept; extra days are unpaid (loss of pay)</option>
          </NativeSelect>
        </Field>
        <Field
          id={id('carryForwardMax')}
          label="Carry forward at most"
          help="Days that move into the next leave year (0 = none)."
        >
          {number('carryForwardMax')}
        </Field>
        <Field
          id={id('carryForwardExpiresMonths')}
          label="Carried days lapse after (months)"
          help="1 to 12 months into the new year; blank = never."
        >
          {number('carryForwardExpiresMonths', { inputMode: 'numeric' })}
        </Field>
        <Field
          id={id('countsAgainst')}
          label="Takes from"
          help="Another type's balance (Half Day from Paid Leave), or its own."
        >
          <NativeSelect
            id={id('countsAgainst')}
            aria-describedby={`${id('countsAgainst')}-help`}
            aria-invalid={invalid === 'countsAgainst' || undefined}
            value={draft.countsAgainst}
            disabled={disabled}
            onChange={(event) =>
              onChange({ countsAgainst: event.target.value as PolicyDraft['countsAgainst'] })
            }
          >
            <option value="">Its own balance</option>
            {types
              .filter((other) => other !== type)
              .map((other) => (
                <option key={other} value={other}>
                  {other}
                </option>
              ))}
          </NativeSelect>
        </Field>
        <Field id={id('weight')} label="Days per request day" help="0.5 for a half day; 1 for a full day.">
          {number('weight')}
        </Field>
        <Field
          id={id('maxPerMonth')}
          label="At most per month"
          help="Requests of this type a month; blank = no limit."
        >
          {number('maxPerMonth', { inputMode: 'numeric' })}
        </Field>
      </div>
      <div className="grid gap-2">
        <Check
          label="Prorate joiners (a person joining mid-year gets the part of the year left)"
          checked={draft.prorateJoiners}
          disabled={disabled}
          onChange={(prorateJoiners) => onChange({ prorateJoiners })}
        />
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 text-sm font-medium">
            Sandwich rule: count as leave when between two leave days
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Check
              label="Weekly offs"
              checked={draft.sandwichWeeklyOffs}
              disabled={disabled}
              onChange={(sandwichWeeklyOffs) => onChange({ sandwichWeeklyOffs })}
            />
            <Check
              label="Holidays"
              checked={draft.sandwichHolidays}
              disabled={disabled}
              onChange={(sandwichHolidays) => onChange({ sandwichHolidays })}
            />
          </div>
        </fieldset>
      </div>
    </section>
  );
}
