import { useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import {
  LEAVE_POLICY_MESSAGES,
  SME_LEAVE_PRESET,
  type LeavePolicies,
  type LeavePolicyBody,
  type LeaveType,
  type LeaveYearStart,
} from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { renderListState } from '../../../../components/ui/list-state';
import { toast } from '../../../../lib/toast';
import { useLeavePolicies, useSaveLeavePolicies } from '../../api/policies';
import { NativeSelect } from '../../../../components/ui/native-select';
import { PolicyCard } from './PolicyCard';
import {
  FIELD_LABELS,
  fromDrafts,
  toDraft,
  toDrafts,
  type PolicyDraft,
  type PolicyDrafts,
} from './policy-form';

interface FormState {
  yearStartMonth: LeaveYearStart;
  drafts: PolicyDrafts;
}

function stateOf(saved: LeavePolicies): FormState {
  const byType = Object.fromEntries(saved.policies.map((policy) => [policy.type, policy]));
  return {
    yearStartMonth: saved.yearStartMonth,
    // Every type the server answers: the spec's four and the Admin's own (issue 40).
    drafts: Object.fromEntries(
      saved.policies.map(({ type }) => [type, toDraft(byType[type]!)]),
    ) as PolicyDrafts,
  };
}

function PoliciesForm({ saved }: { saved: LeavePolicies }) {
  const save = useSaveLeavePolicies();
  const [state, setState] = useState(() => stateOf(saved));
  const [invalid, setInvalid] = useState<{ type: LeaveType; field: keyof LeavePolicyBody } | null>(null);

  const change = (type: LeaveType, next: Partial<PolicyDraft>) =>
    setState((current) => ({
      ...current,
      drafts: { ...current.drafts, [type]: { ...current.drafts[type]!, ...next } },
    }));

  const applyPreset = () => {
    setState((current) => ({ ...current, drafts: { ...current.drafts, ...toDrafts(SME_LEAVE_PRESET) } }));
    setInvalid(null);
    toast.info('The typical Indian SME preset is filled in: review it, then save.');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = fromDrafts(state.drafts);
    if (!result.ok) {
      setInvalid({ type: result.type, field: result.field });
      toast.error(result.message, { description: `${result.type}: ${FIELD_LABELS[result.field]}` });
      return;
    }
    setInvalid(null);
    save.mutate(
      { yearStartMonth: state.yearStartMonth, policies: result.policies },
      {
        onSuccess: (answer) => {
          setState(stateOf(answer));
          toast.success(LEAVE_POLICY_MESSAGES.policiesSaved);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Leave policies" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="leave-year-start">Leave year</Label>
          <NativeSelect
            id="leave-year-start"
            className="sm:w-64"
            value={state.yearStartMonth}
            disabled={save.isPending}
            onChange={(event) =>
              setState((current) => ({
                ...current,
                yearStartMonth: Number(event.target.value) as LeaveYearStart,
              }))
            }
          >
            <option value={1}>January to December</option>
            <option value={4}>April to March</option>
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" onClick={applyPreset} disabled={save.isPending}>
          <Sparkles className="size-4" aria-hidden="true" />
          Apply typical Indian SME preset
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        The preset: Paid Leave 18 days a year accrued monthly, up to 30 carried forward; Sick Leave 12 at the
        start of the year, none carried; Short Leave 2 a month; Half Day takes 0.5 day of Paid Leave. A change
        applies from the next accrual on; past ledger rows stay as they are.
      </p>
      <p className="text-sm text-muted-foreground" data-testid="preset-existing-staff">
        What existing staff get: the policy starts today, so they receive this month's accrual only (1.5 days
        of Paid Leave) and the year's 12 days of Sick Leave (prorated for those who joined this year); nothing
        earned before is known. Enter what your records show as their opening balances under Leave Requests,
        Opening Leave Balances (one by one or from a CSV file).
      </p>
      {Object.entries(state.drafts).map(([type, draft]) => (
        <PolicyCard
          key={type}
          type={type}
          types={Object.keys(state.drafts)}
          draft={draft}
          invalid={invalid?.type === type ? invalid.field : null}
          disabled={save.isPending}
          onChange={(next) => change(type, next)}
        />
      ))}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save leave policies
        </Button>
      </div>
    </form>
  );
}

/** The Admin's leave policies (issue 20): one card per type, the leave year, the SME preset. */
export function LeavePoliciesPanel() {
  const query = useLeavePolicies();
  const state = renderListState({ query, loading: 'Loading leave policies', rows: 4, showCause: true });
  if (state || !query.data) return state;
  // A type added or retired elsewhere (Leave Types) brings a new set of cards: the form starts again from it.
  const types = query.data.policies.map((policy) => policy.type).join('|');
  return <PoliciesForm key={types} saved={query.data} />;
}
