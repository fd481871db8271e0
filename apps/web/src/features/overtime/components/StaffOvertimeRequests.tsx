import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateDMY, type OnDutyRequest, type OvertimeClaim, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { useOrgToday } from '../../../lib/org-clock';
import { toast } from '../../../lib/toast';
import { OnDutyDecision } from './OnDutyPendingForMe';
import { OvertimeDecision } from './OvertimePendingForMe';
import { modeText } from './on-duty-text';

interface DecidedLine {
  key: string;
  at: string;
  text: string;
  cancellable?: boolean;
  request?: OnDutyRequest;
}

const ON_DUTY_KEY = ['on-duty', 'staff'] as const;
const OVERTIME_KEY = ['overtime', 'staff'] as const;

type StaffRole = Extract<Role, 'Admin' | 'HR'>;

/** Who a pending item waits for: its manager or delegate by name, else HR. */
const waitsFor = (item: Pick<OnDutyRequest, 'currentDecider' | 'step'>) =>
  item.currentDecider
    ? `Waits for ${item.currentDecider.name}`
    : `Waits for HR${item.step === 2 ? ' (step 2)' : ''}`;

const daysOf = (item: OnDutyRequest) =>
  item.from === item.to
    ? formatDateDMY(item.from)
    : `${formatDateDMY(item.from)} – ${formatDateDMY(item.to)}`;

/**
 * HR's and the Admin's list of on-duty / work-from-home requests and overtime and comp-off claims (issue 45,
 * docs/overtime.md "HR's list"), on their Attendance tab: everything pending, whoever decides it (deciding one
 * that waits for a manager is an override, marked so), then the last 30 days' decisions. Their own requests are
 * shown without buttons: nobody decides their own. Shown only once there is something, so a fresh install's tab
 * is the spec's.
 */
export function StaffOvertimeRequests({ role, userId }: { role: StaffRole; userId: string }) {
  const queryClient = useQueryClient();
  const today = useOrgToday();
  const onDuty = useQuery({
    queryKey: [...ON_DUTY_KEY, role],
    queryFn: ({ signal }) => call('onDuty', 'listForStaff', { role, signal }),
  });
  const overtime = useQuery({
    queryKey: [...OVERTIME_KEY, role],
    queryFn: ({ signal }) => call('overtime', 'listForStaff', { role, signal }),
  });
  const requests = onDuty.data ?? [];
  const claims = overtime.data ?? [];
  if (requests.length === 0 && claims.length === 0) return null;
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['on-duty'] });
    void queryClient.invalidateQueries({ queryKey: ['overtime'] });
  };
  const pendingRequests = requests.filter((r) => r.status === 'Pending');
  const pendingClaims = claims.filter((c) => c.status === 'Pending');
  const decided: DecidedLine[] = [
    ...requests
      .filter((r) => r.status !== 'Pending')
      .map((r) => ({
        ...decidedLine(r),
        // An approval whose first day is still to come may be withdrawn, with a reason (never one's own).
        cancellable: r.status === 'Approved' && r.employeeId !== userId && (r.dates[0] ?? r.from) > today,
        request: r,
      })),
    ...claims.filter((c) => c.status !== 'Pending').map((c) => decidedClaimLine(c)),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <SectionCard
      title="Overtime and on-duty requests"
      description="Everything waiting, whoever decides it (deciding one that waits for a manager is an override), then the last 30 days' decisions."
    >
      <div className="grid gap-4">
        {pendingRequests.length > 0 ? (
          <section aria-labelledby="staff-on-duty-pending" className="grid gap-1">
            <h3 id="staff-on-duty-pending" className="text-sm font-semibold">
              On duty and work from home waiting
            </h3>
            <ul className="divide-y">
              {pendingRequests.map((item) => (
                <Pending key={item.id} own={item.employeeId === userId} note={waitsFor(item)}>
                  <OnDutyDecision item={item} onDone={reload} />
                </Pending>
              ))}
            </ul>
          </section>
        ) : null}
        {pendingClaims.length > 0 ? (
          <section aria-labelledby="staff-overtime-pending" className="grid gap-1">
            <h3 id="staff-overtime-pending" className="text-sm font-semibold">
              Overtime and comp-off waiting
            </h3>
            <ul className="divide-y">
              {pendingClaims.map((claim) => (
                <Pending key={claim.id} own={claim.employeeId === userId} note={waitsFor(claim)}>
                  <OvertimeDecision claim={claim} onDone={reload} />
                </Pending>
              ))}
            </ul>
          </section>
        ) : null}
        {decided.length > 0 ? (
          <section aria-labelledby="staff-overtime-decided" className="grid gap-1">
            <h3 id="staff-overtime-decided" className="text-sm font-semibold">
              Decided in the last 30 days
            </h3>
            <ul className="divide-y text-sm" data-testid="staff-overtime-decided">
              {decided.map((line) => (
                <li key={line.key} className="grid gap-1 py-2 break-words">
                  {line.text}
                  {line.cancellable && line.request ? (
                    <CancelApproval role={role} request={line.request} onDone={reload} />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </SectionCard>
  );
}

/** Withdrawing an approval before its first day: a reason, then the staff route (docs/overtime.md "Cancelling"). */
function CancelApproval(props: { role: StaffRole; request: OnDutyRequest; onDone: () => void }) {
  const { role, request, onDone } = props;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () =>
      call('onDuty', 'cancelForStaff', { role, params: { id: request.id }, body: { reason } }),
    onSuccess: () => {
      toast.success('Approval cancelled.');
      onDone();
    },
    onError: (error) =>
      toast.error(error instanceof Error ? error.message : 'Could not cancel the approval.'),
  });
  if (!open)
    return (
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        aria-label={`Cancel the approval of ${request.employeeName}, ${daysOf(request)}`}
        onClick={() => setOpen(true)}
      >
        Cancel approval
      </Button>
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="grid min-w-0 flex-1 gap-1 text-xs">
        Reason for cancelling
        <Input value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <Button
        size="sm"
        variant="destructive"
        disabled={cancel.isPending}
        onClick={() => (reason.trim() ? cancel.mutate() : toast.error('Please give a reason.'))}
      >
        Cancel the approval
      </Button>
    </div>
  );
}

/** A pending row: who it waits for, then its decision, or a note on one's own request. */
function Pending({ own, note, children }: { own: boolean; note: string; children: React.ReactNode }) {
  return (
    <li className="grid gap-0 py-1" data-testid="staff-overtime-pending">
      <p className="text-xs text-muted-foreground">{own ? `${note} · Your own request` : note}</p>
      {own ? null : <ul>{children}</ul>}
    </li>
  );
}

function decidedLine(item: OnDutyRequest) {
  const by = item.decidedBy ? ` by ${item.decidedBy.name}` : '';
  return {
    key: `od-${item.id}`,
    at: item.decidedAt ?? '',
    text: `${item.employeeName} · ${modeText(item.mode)} · ${daysOf(item)} · ${item.status}${by}`,
  };
}

function decidedClaimLine(claim: OvertimeClaim) {
  const by = claim.decidedBy ? ` by ${claim.decidedBy.name}` : '';
  const what =
    claim.kind === 'comp-off'
      ? 'Comp-off'
      : `Overtime ${claim.approvedMinutes !== null ? `${claim.approvedMinutes / 60} h` : ''}`.trim();
  return {
    key: `ot-${claim.id}`,
    at: claim.decidedAt ?? '',
    text: `${claim.employeeName} · ${what} · ${formatDateDMY(claim.date)} · ${claim.status}${by}`,
  };
}
