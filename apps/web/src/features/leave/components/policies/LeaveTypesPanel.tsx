import { useState, type FormEvent } from 'react';
import { Plus, Sparkles } from 'lucide-react';
import {
  LEAVE_TYPE_MESSAGES,
  SME_LEAVE_TYPES_PRESET,
  leaveTypeBodySchema,
  type LeaveTypeBody,
  type LeaveTypeGender,
  type LeaveTypeInfo,
} from '@hrms/shared';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { renderListState } from '../../../../components/ui/list-state';
import { toast } from '../../../../lib/toast';
import { useArchiveLeaveType, useCreateLeaveType, useLeaveTypes } from '../../api/leave-types';
import { NativeSelect } from '../../../../components/ui/native-select';

/** What a type's row says about its rules, in words. */
function describeLeaveType(type: LeaveTypeInfo): string {
  const parts = [
    type.paid ? 'Paid' : 'Unpaid',
    type.multiDay
      ? `several days${type.maxDaysPerRequest ? ` (at most ${type.maxDaysPerRequest})` : ''}`
      : 'one day',
  ];
  if (type.halfDayAllowed) parts.push('half days allowed');
  if (type.encashable) parts.push('encashable');
  if (type.gender !== 'any') parts.push(`${type.gender === 'female' ? 'women' : 'men'} only`);
  if (type.minServiceMonths > 0) parts.push(`after ${type.minServiceMonths} month(s) of service`);
  return parts.join(' · ');
}

const EMPTY = {
  name: '',
  code: '',
  paid: true,
  multiDay: false,
  halfDayAllowed: false,
  encashable: false,
  gender: 'any' as LeaveTypeGender,
  minServiceMonths: '0',
  maxDaysPerRequest: '',
  source: '',
  annualQuota: '',
  accrual: 'upfront' as 'upfront' | 'monthly' | 'quarterly',
  carryForwardMax: '0',
};
type Draft = typeof EMPTY;

function bodyOf(draft: Draft): LeaveTypeBody {
  const num = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    name: draft.name,
    code: draft.code,
    paid: draft.paid,
    multiDay: draft.multiDay,
    halfDayAllowed: draft.halfDayAllowed,
    encashable: draft.encashable,
    gender: draft.gender,
    minServiceMonths: num(draft.minServiceMonths) ?? 0,
    maxDaysPerRequest: num(draft.maxDaysPerRequest),
    source: draft.source.trim() || null,
    policy: {
      annualQuota: num(draft.annualQuota),
      accrual: draft.accrual,
      carryForwardMax: num(draft.carryForwardMax) ?? 0,
    },
  };
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

function AddTypeForm() {
  const create = useCreateLeaveType();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const text = (
    key: keyof Draft,
    label: string,
    extra: { inputMode?: 'numeric'; placeholder?: string } = {},
  ) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`lt-${key}`}>{label}</Label>
      <Input
        id={`lt-${key}`}
        value={String(draft[key])}
        onChange={(event) => set({ [key]: event.target.value } as Partial<Draft>)}
        {...extra}
      />
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leaveTypeBodySchema.safeParse(bodyOf(draft));
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? LEAVE_TYPE_MESSAGES.invalid);
      return;
    }
    create.mutate(bodyOf(draft), {
      onSuccess: (type) => {
        toast.success(`${type.name} added.`);
        setDraft(EMPTY);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add a leave type"
      className="grid gap-3 rounded-md border p-3"
    >
      <h3 className="text-sm font-semibold">Add a leave type</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {text('name', 'Name', { placeholder: 'e.g. Casual Leave' })}
        {text('code', 'Code', { placeholder: 'e.g. CL' })}
        {text('annualQuota', 'Days a year (blank = no limit)', { inputMode: 'numeric' })}
        <div className="grid content-start gap-1.5">
          <Label htmlFor="lt-accrual">Accrual</Label>
          <NativeSelect
            id="lt-accrual"
            value={draft.accrual}
            onChange={(event) => set({ accrual: event.target.value as Draft['accrual'] })}
          >
            <option value="upfront">At the start of the year</option>
            <option value="monthly">Monthly</option>
            <option value="quarterly">Quarterly</option>
          </NativeSelect>
        </div>
        {text('carryForwardMax', 'Carry forward at most (days)', { inputMode: 'numeric' })}
        {text('maxDaysPerRequest', 'Days per request at most (blank = 90)', { inputMode: 'numeric' })}
        <div className="grid content-start gap-1.5">
          <Label htmlFor="lt-gender">Who may take it</Label>
          <NativeSelect
            id="lt-gender"
            value={draft.gender}
            onChange={(event) => set({ gender: event.target.value as Draft['gender'] })}
          >
            <option value="any">Everyone</option>
            <option value="female">Women only</option>
            <option value="male">Men only</option>
          </NativeSelect>
        </div>
        {text('minServiceMonths', 'Months of service first', { inputMode: 'numeric' })}
        {text('source', 'Source (Act and section)', {
          placeholder: 'e.g. Maternity Benefit Act, 1961 s.5(3)',
        })}
      </div>
      <div className="flex flex-wrap gap-4">
        <Check label="Paid" checked={draft.paid} onChange={(paid) => set({ paid })} />
        <Check
          label="Several days per request"
          checked={draft.multiDay}
          onChange={(multiDay) => set({ multiDay })}
        />
        <Check
          label="Half days allowed"
          checked={draft.halfDayAllowed}
          onChange={(halfDayAllowed) => set({ halfDayAllowed })}
        />
        <Check label="Encashable" checked={draft.encashable} onChange={(encashable) => set({ encashable })} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          Add leave type
        </Button>
      </div>
    </form>
  );
}

function TypeRow({ type }: { type: LeaveTypeInfo }) {
  const archive = useArchiveLeaveType();
  const toggle = () =>
    archive.mutate(
      { code: type.code, archived: !type.archived },
      {
        onSuccess: (saved) => toast.success(`${saved.name} ${saved.archived ? 'retired' : 'offered again'}.`),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
      data-testid="leave-type-row"
    >
      <div className="grid gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {type.name}
          <Badge variant="outline">{type.code}</Badge>
          {type.builtIn ? <Badge variant="secondary">Built in</Badge> : null}
          {type.archived ? <Badge variant="warning">Retired</Badge> : null}
        </span>
        <span className="text-xs text-muted-foreground">
          {describeLeaveType(type)}
          {type.source ? ` · ${type.source}` : ''}
        </span>
      </div>
      {type.builtIn ? null : (
        <Button variant="outline" size="sm" onClick={toggle} loading={archive.isPending}>
          {type.archived ? `Offer ${type.name} again` : `Retire ${type.name}`}
        </Button>
      )}
    </li>
  );
}

/**
 * The Admin's leave types (issue 40 item 4): the spec's four built in, custom ones added here with their
 * quota, accrual and carry-forward (then edited under Leave Policies), retired rather than deleted.
 */
export function LeaveTypesPanel() {
  const query = useLeaveTypes();
  const create = useCreateLeaveType();
  const state = renderListState({ query, loading: 'Loading leave types', rows: 4, showCause: true });
  if (state || !query.data) return state;
  const types = query.data;
  const missing = SME_LEAVE_TYPES_PRESET.filter(
    (preset) => !types.some((type) => type.code === preset.code || type.name === preset.name),
  );
  const addSmeTypes = async () => {
    try {
      for (const body of missing) await create.mutateAsync(body);
      toast.success('Casual Leave and Earned Leave added: review them under Leave Policies.');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground" data-testid="sme-types-text">
          The Indian SME types: Casual Leave (CL) 12 days at the start of the year, half days allowed, none
          carried forward; Earned Leave (EL) 15 days a year accrued monthly, up to 30 carried forward,
          encashable. Existing staff get this year's Casual Leave at once (prorated for those who joined this
          year) and Earned Leave from this month's accrual on; enter what they earned before as opening
          balances.
        </p>
        {missing.length > 0 ? (
          <Button variant="outline" onClick={() => void addSmeTypes()} loading={create.isPending}>
            <Sparkles className="size-4" aria-hidden="true" />
            Add Casual and Earned Leave
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-2" aria-label="Leave types">
        {types.map((type) => (
          <TypeRow key={type.name} type={type} />
        ))}
      </ul>
      <AddTypeForm />
    </div>
  );
}
