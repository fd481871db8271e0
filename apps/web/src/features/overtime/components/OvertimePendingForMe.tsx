import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { formatDateDMY, OVERTIME_MESSAGES as M, type OvertimeClaim } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

const KEY = ['overtime', 'pending-for-me'] as const;

const hours = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
};

/**
 * Overtime claims waiting for the viewer as the claimant's manager or delegate (issue 45, docs/overtime.md):
 * approve all the hours, or fewer with a reason, or reject with a reason; the quarter's cap as a warning.
 * Shown only while something waits.
 */
export function OvertimePendingForMe() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call('overtime', 'pendingForMe', { signal }),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const items = query.data ?? [];
  // Nothing waiting (and always on a fresh install, where overtime is off): the My Team tab stays as it was.
  if (query.isSuccess && items.length === 0) return null;
  return (
    <SectionCard
      title="Overtime pending for me"
      description="Overtime from your team waiting for your decision."
    >
      {renderListState({
        query,
        loading: 'Loading overtime waiting for you',
        failed: 'Could not load the overtime waiting for you.',
        empty: M.noPending,
        isEmpty: items.length === 0,
        icon: Clock,
      }) ?? (
        <ul className="divide-y" aria-label="Overtime waiting for me">
          {items.map((claim) => (
            <OvertimeDecision key={claim.id} claim={claim} onDone={reload} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/**
 * One waiting claim and its decision (the manager's queue above, HR's and the Admin's list on the Attendance
 * tab): overtime by the hours (fewer with a reason); a comp-off claim whole, as the day or half day it earns.
 */
export function OvertimeDecision({ claim, onDone }: { claim: OvertimeClaim; onDone: () => void }) {
  const [hoursText, setHoursText] = useState(String(claim.claimedMinutes / 60));
  const [reason, setReason] = useState('');
  const minutes = Math.round(Number(hoursText) * 60);
  const compOff = claim.kind === 'comp-off';
  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') =>
      action === 'approve'
        ? call('overtime', 'approve', {
            params: { id: claim.id },
            body: compOff ? {} : { minutes, ...(reason.trim() ? { reason } : {}) },
          })
        : call('overtime', 'reject', { params: { id: claim.id }, body: { reason } }),
    onSuccess: (_answer, action) => {
      toast.success(action === 'approve' ? 'Overtime approved.' : 'Overtime rejected.');
      onDone();
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : 'Could not save the decision.'),
  });
  const overCap = claim.cap && claim.cap.usedHours > claim.cap.capHours;
  return (
    <li className="grid gap-2 py-3" data-testid="overtime-pending">
      <div className="min-w-0">
        <p className="text-sm font-medium">{claim.employeeName}</p>
        <p className="text-xs text-muted-foreground">
          {compOff
            ? `${formatDateDMY(claim.date)} · worked ${hours(claim.workedMinutes)} on a weekly off or holiday: earns ${claim.compOffDays ?? 1} day of comp-off`
            : `${formatDateDMY(claim.date)} · ${hours(claim.claimedMinutes)} beyond the ${claim.shift} shift`}
        </p>
        {overCap && claim.cap ? (
          <p className="text-xs text-destructive" role="note">
            {M.capWarning(claim.cap.state, claim.cap.usedHours, claim.cap.capHours)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {compOff ? null : (
          <label className="grid gap-1 text-xs">
            Hours to approve
            <Input
              className="w-24"
              inputMode="decimal"
              value={hoursText}
              onChange={(event) => setHoursText(event.target.value)}
            />
          </label>
        )}
        <label className="grid min-w-0 flex-1 gap-1 text-xs">
          Reason
          <Input value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => decide.mutate('approve')} disabled={decide.isPending}>
          {compOff ? 'Approve comp-off' : 'Approve overtime'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => (reason.trim() ? decide.mutate('reject') : toast.error(M.rejectReason))}
        >
          {compOff ? 'Reject comp-off' : 'Reject overtime'}
        </Button>
      </div>
    </li>
  );
}
