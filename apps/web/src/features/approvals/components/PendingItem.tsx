import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { APPROVALS_MESSAGES } from '@hrms/shared';

interface PendingItemMessages {
  approved: string;
  approveFailed: string;
  rejected: string;
  rejectFailed: string;
  rejectionEmpty: string;
}

/**
 * One request waiting for the viewer (a leave request or a correction, issue 42): who and what (and, held for
 * a manager, whose approvals), then approve, or reject with a reason; fits a 360 px screen.
 */
export function PendingItem(props: {
  who: string;
  what: string;
  /** A delegate's or cover's row: the manager whose approvals they hold ("Covering for Mohan Das"). */
  onBehalfOf?: { name: string } | undefined;
  messages: PendingItemMessages;
  approve: () => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const { who, what, messages: m, onDone } = props;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const approve = useMutation({
    mutationFn: props.approve,
    onSuccess: () => {
      toast.success(m.approved);
      onDone();
    },
    onError: () => toast.error(m.approveFailed),
  });
  const reject = useMutation({
    mutationFn: () => props.reject(reason),
    onSuccess: () => {
      toast.success(m.rejected);
      onDone();
    },
    onError: () => toast.error(m.rejectFailed),
  });
  return (
    <li className="grid gap-2 py-3" data-testid="pending-for-me">
      <div className="min-w-0">
        <p className="text-sm font-medium">{who}</p>
        <p className="text-xs text-muted-foreground">{what}</p>
        {props.onBehalfOf ? (
          <p className="text-xs font-medium">{APPROVALS_MESSAGES.coveringFor(props.onBehalfOf.name)}</p>
        ) : null}
      </div>
      {rejecting ? (
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) reject.mutate();
            else toast.error(m.rejectionEmpty);
          }}
        >
          <Input
            aria-label={`Reason for rejecting ${who}'s request`}
            className="min-w-0 flex-1"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" size="sm" variant="destructive" disabled={reject.isPending}>
            Confirm reject
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => approve.mutate()} disabled={approve.isPending}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}
