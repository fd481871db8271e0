import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { CLAIM_MESSAGES as M, type Claim } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { useClaimQueue, useDecideClaim } from '../api/claims';
import { ClaimCard } from './ClaimCard';

/** A decider's form: each line's approved amount (what still stands by default) and a reason for a cut. */
function Decide({ claim }: { claim: Claim }) {
  const decide = useDecideClaim();
  const [amounts, setAmounts] = useState(() =>
    Object.fromEntries(claim.lines.map((l) => [l.id, String(l.approved ?? l.amount)])),
  );
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [rejectReason, setRejectReason] = useState('');
  // Through the promise: the card leaves the queue once decided, and a mutate() callback would not run then.
  const run = (variables: Parameters<typeof decide.mutateAsync>[0], message: string) =>
    decide.mutateAsync(variables).then(
      () => toast.success(message),
      (e: Error) => toast.error(e.message),
    );
  const approve = () =>
    void run(
      {
        id: claim.id,
        body: {
          action: 'approve',
          lines: claim.lines.map((l) => ({
            id: l.id,
            approved: Number(amounts[l.id]),
            reason: reasons[l.id] || null,
          })),
        },
      },
      claim.deciderKind === 'hr' || !claim.deciderKind ? M.approved : M.forwarded,
    );
  const reject = () =>
    void run({ id: claim.id, body: { action: 'reject', reason: rejectReason } }, M.rejected);
  return (
    <div className="grid gap-2 border-t pt-2">
      {claim.lines.map((line, i) => (
        <div key={line.id} className="grid gap-2 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={`approve-${line.id}`}>Approve line {i + 1} (₹)</Label>
            <Input
              id={`approve-${line.id}`}
              inputMode="decimal"
              value={amounts[line.id]}
              onChange={(e) => setAmounts({ ...amounts, [line.id]: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`reason-${line.id}`}>Reason for line {i + 1} (if less)</Label>
            <Input
              id={`reason-${line.id}`}
              value={reasons[line.id] ?? ''}
              onChange={(e) => setReasons({ ...reasons, [line.id]: e.target.value })}
            />
          </div>
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={approve} disabled={decide.isPending}>
          Approve {claim.number}
        </Button>
        <div className="grid gap-1">
          <Label htmlFor={`reject-${claim.id}`}>Reason to reject</Label>
          <Input
            id={`reject-${claim.id}`}
            value={rejectReason}
            onChange={(e) => setRejectReason(e.target.value)}
          />
        </div>
        <Button variant="outline" onClick={reject} disabled={decide.isPending || rejectReason.trim() === ''}>
          Reject
        </Button>
      </div>
    </div>
  );
}

/** '51–100 of 120 waiting' above the cards once the queue has more than one page. */
function QueueRange({ offset, shown, total }: { offset: number; shown: number; total: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      {offset + 1}–{offset + shown} of {total} waiting, oldest first
    </p>
  );
}

/**
 * Claims pending for me: as a manager or delegate, and (HR, Admin) those at HR's step; 50 a page from the server,
 * oldest first (docs/claims.md "The queues").
 */
export function ClaimQueue() {
  const { query, pageRows, page, pageCount, setPage, offset, total } = useClaimQueue();
  return (
    <SectionCard
      title="Claims pending for me"
      description="Approve each line in full or in part (with a reason), or reject."
    >
      <ListState
        query={query}
        loading="Loading claims"
        empty={M.emptyQueue}
        isEmpty={total === 0 && pageRows.length === 0}
        icon={Inbox}
      >
        {() => (
          <div className="grid gap-3">
            {pageCount > 1 && <QueueRange offset={offset} shown={pageRows.length} total={total} />}
            {pageRows.map((claim) => (
              <ClaimCard key={claim.id} claim={claim}>
                <Decide claim={claim} />
              </ClaimCard>
            ))}
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              label="Pages of claims pending for me"
            />
          </div>
        )}
      </ListState>
    </SectionCard>
  );
}
