import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRoundCheck } from 'lucide-react';
import { APPROVALS_MESSAGES as M, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { delegationPeriod as period } from '../delegation-period';
import { AllDelegations } from './AllDelegations';
import { DelegationRow, PeriodFields, PersonSelect } from './DelegationFields';

const DELEGATIONS_KEY = ['approvals', 'delegations'] as const;

/**
 * "Hand over my approvals" (issue 42): while away (or by choice), a person hands the requests that would wait
 * for them to another person for dates, both inclusive; requests already waiting move too, and come back the
 * day after. Lists and ends the viewer's own; HR and the Admin also see everyone's.
 */
export function DelegationsCard({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: DELEGATIONS_KEY,
    queryFn: ({ signal }) => call('approvals', 'delegations', { signal }),
  });
  // Where requests wait changes with a delegation: every queue and note reloads.
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['approvals'] });
  const remove = useMutation({
    mutationFn: (id: string) => call('approvals', 'removeDelegation', { params: { id } }),
    onSuccess: () => {
      toast.success(M.delegationRemoved);
      reload();
    },
    onError: (error) => toast.error('Failed to end the delegation.', { description: error.message }),
  });
  const delegations = query.data?.delegations ?? [];
  return (
    <SectionCard
      title="Hand over my approvals"
      description="Away for some days? The requests that wait for you go to the person you pick, from the first day to the last; they come back to you the day after."
    >
      <DelegationForm options={query.data?.options ?? []} disabled={!query.data} onDone={reload} />
      {renderListState({
        query,
        loading: 'Loading your delegations',
        failed: 'Could not load your delegations.',
        empty: 'You have not handed over your approvals.',
        isEmpty: delegations.length === 0,
        icon: UserRoundCheck,
      }) ?? (
        <ul className="divide-y" aria-label="My delegations">
          {delegations.map((d) => (
            <DelegationRow
              key={d.id}
              endLabel={`End the delegation to ${d.delegateName}, ${period(d)}`}
              disabled={remove.isPending}
              onEnd={() => remove.mutate(d.id)}
            >
              To <span className="font-medium">{d.delegateName}</span>, {period(d)}
              {d.whileOnLeave ? ', while I am on leave' : ''}
            </DelegationRow>
          ))}
        </ul>
      )}
      {role === 'Admin' || role === 'HR' ? <AllDelegations /> : null}
    </SectionCard>
  );
}

function DelegationForm(props: {
  options: { id: string; name: string }[];
  disabled: boolean;
  onDone: () => void;
}) {
  const [delegateId, setDelegateId] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [whileOnLeave, setWhileOnLeave] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      call('approvals', 'delegate', {
        body: { delegateId, startDate, endDate, ...(whileOnLeave ? { whileOnLeave } : {}) },
      }),
    onSuccess: () => {
      toast.success(M.delegationSaved);
      setDelegateId('');
      setStartDate('');
      setEndDate('');
      setWhileOnLeave(false);
      props.onDone();
    },
    onError: (error) => toast.error('Failed to hand over your approvals.', { description: error.message }),
  });
  return (
    <form
      noValidate
      aria-label="Hand over my approvals"
      className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        // The server checks too; these say what is missing before asking it.
        if (!delegateId) return void toast.error('Please choose the person.');
        if (!startDate || !endDate) return void toast.error('Please give the first and the last day.');
        if (endDate < startDate) return void toast.error(M.delegationDates);
        save.mutate();
      }}
    >
      <PersonSelect
        id="delegate-to"
        label="To"
        value={delegateId}
        options={props.options}
        disabled={props.disabled}
        onChange={setDelegateId}
      />
      <PeriodFields
        idPrefix="delegate"
        startDate={startDate}
        endDate={endDate}
        onStartDate={setStartDate}
        onEndDate={setEndDate}
      />
      <Button type="submit" loading={save.isPending} disabled={props.disabled}>
        Hand over
      </Button>
      {/* Followed only on days of approved leave, when the Admin turned the automatic hand-over on. */}
      <label className="flex items-center gap-2 text-sm sm:col-span-4">
        <input
          type="checkbox"
          checked={whileOnLeave}
          onChange={(event) => setWhileOnLeave(event.target.checked)}
        />
        Only while I am on leave
      </label>
    </form>
  );
}
