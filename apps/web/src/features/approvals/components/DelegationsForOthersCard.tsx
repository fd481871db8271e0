import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRoundCheck } from 'lucide-react';
import { APPROVALS_MESSAGES as M } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { delegationPeriod as period } from '../delegation-period';
import { DelegationRow, PeriodFields, PersonSelect } from './DelegationFields';

const ALL_KEY = ['approvals', 'delegations', 'all'] as const;

/**
 * HR's and the Admin's delegations for others (issue 42), on the Structure tab: hand any manager's approvals
 * to another person for dates (or only while they are on leave), and end anyone's delegation. The server
 * checks the rules again (never to the person themselves, dates in order and not ended).
 */
export function DelegationsForOthersCard() {
  const queryClient = useQueryClient();
  const all = useQuery({
    queryKey: ALL_KEY,
    queryFn: ({ signal }) => call('approvals', 'allDelegations', { signal }),
  });
  // Everyone HR may pick: the people of the org chart (the caller's own hand-over is on My Team).
  const people = useQuery({
    queryKey: ['approvals', 'delegations'],
    queryFn: ({ signal }) => call('approvals', 'delegations', { signal }),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['approvals'] });
  const end = useMutation({
    mutationFn: (id: string) => call('approvals', 'removeAnyDelegation', { params: { id } }),
    onSuccess: () => {
      toast.success(M.delegationRemoved);
      reload();
    },
    onError: (error) => toast.error('Failed to end the delegation.', { description: error.message }),
  });
  const rows = all.data ?? [];
  return (
    <SectionCard
      title="Delegations for others"
      description="Hand a manager's approvals to another person for dates, or only while they are on leave. Requests already waiting move too."
    >
      <ForOthersForm options={people.data?.options ?? []} disabled={!people.data} onDone={reload} />
      {renderListState({
        query: all,
        loading: 'Loading all delegations',
        failed: "Could not load everyone's delegations.",
        empty: 'Nobody has handed over their approvals.',
        isEmpty: rows.length === 0,
        icon: UserRoundCheck,
      }) ?? (
        <ul className="divide-y" aria-label="Everyone's delegations">
          {rows.map((d) => (
            <DelegationRow
              key={d.id}
              endLabel={`End ${d.delegatorName}'s delegation to ${d.delegateName}, ${period(d)}`}
              disabled={end.isPending}
              onEnd={() => end.mutate(d.id)}
            >
              <span className="font-medium">{d.delegatorName}</span> to{' '}
              <span className="font-medium">{d.delegateName}</span>, {period(d)}
              {d.whileOnLeave ? ', while on leave' : ''}
            </DelegationRow>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ForOthersForm(props: {
  options: { id: string; name: string }[];
  disabled: boolean;
  onDone: () => void;
}) {
  const [delegatorId, setDelegatorId] = useState('');
  const [delegateId, setDelegateId] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [whileOnLeave, setWhileOnLeave] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      call('approvals', 'delegateFor', {
        body: { delegatorId, delegateId, startDate, endDate, ...(whileOnLeave ? { whileOnLeave } : {}) },
      }),
    onSuccess: () => {
      toast.success(M.delegationForSaved);
      setDelegatorId('');
      setDelegateId('');
      setStartDate('');
      setEndDate('');
      setWhileOnLeave(false);
      props.onDone();
    },
    onError: (error) => toast.error('Failed to hand over the approvals.', { description: error.message }),
  });
  const person = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <PersonSelect
      id={id}
      label={label}
      value={value}
      options={props.options}
      disabled={props.disabled}
      onChange={onChange}
    />
  );
  return (
    <form
      noValidate
      aria-label="Hand over a person's approvals"
      className="mb-4 grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!delegatorId || !delegateId) return void toast.error('Please choose both people.');
        if (delegatorId === delegateId) return void toast.error(M.delegateSameAsDelegator);
        if (!startDate || !endDate) return void toast.error('Please give the first and the last day.');
        if (endDate < startDate) return void toast.error(M.delegationDates);
        save.mutate();
      }}
    >
      {person('delegate-for-whom', 'Whose approvals', delegatorId, setDelegatorId)}
      {person('delegate-for-to', 'To', delegateId, setDelegateId)}
      <PeriodFields
        idPrefix="delegate-for"
        startDate={startDate}
        endDate={endDate}
        onStartDate={setStartDate}
        onEndDate={setEndDate}
      />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" checked={whileOnLeave} onChange={(e) => setWhileOnLeave(e.target.checked)} />
        Only while they are on leave
      </label>
      <Button type="submit" loading={save.isPending} disabled={props.disabled} className="justify-self-start">
        Hand over
      </Button>
    </form>
  );
}
