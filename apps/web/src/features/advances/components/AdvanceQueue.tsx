import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { ADVANCE_MESSAGES as M, type Advance, type Disbursal } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ListState } from '../../../components/ui/list-state';
import { Pagination } from '../../../components/ui/pagination';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { useAdvanceQueue, useDecideAdvance } from '../api/advances';
import { AdvanceCard } from './AdvanceCard';

/** The decider's choice: approve (paid with the next run or separately), or reject with a reason. */
function Decide({ advance }: { advance: Advance }) {
  const decide = useDecideAdvance();
  const [disbursal, setDisbursal] = useState<Disbursal>('payroll');
  const [reason, setReason] = useState('');
  // Through the promise: the card leaves the queue once decided, and a mutate() callback would not run then.
  const run = (body: Parameters<typeof decide.mutateAsync>[0]['body'], message: string) =>
    void decide.mutateAsync({ id: advance.id, body }).then(
      () => toast.success(message),
      (e: Error) => toast.error(e.message),
    );
  const final = advance.deciderKind === 'hr' || !advance.deciderKind;
  return (
    <div className="grid gap-2 border-t pt-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`disbursal-${advance.id}`}>Paid</Label>
          <NativeSelect
            id={`disbursal-${advance.id}`}
            value={disbursal}
            onChange={(e) => setDisbursal(e.target.value as Disbursal)}
          >
            <option value="payroll">With the next payroll run</option>
            <option value="separate">Separately (bank transfer)</option>
          </NativeSelect>
        </div>
        <Button
          onClick={() => run({ action: 'approve', disbursal }, final ? M.approved : M.forwarded)}
          disabled={decide.isPending}
        >
          Approve
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`reject-advance-${advance.id}`}>Reason to reject</Label>
          <Input
            id={`reject-advance-${advance.id}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Button
          variant="outline"
          onClick={() => run({ action: 'reject', reason }, M.rejected)}
          disabled={decide.isPending || reason.trim() === ''}
        >
          Reject
        </Button>
      </div>
    </div>
  );
}

/** '51–100 of 120 waiting' above the cards once the queue has more than one page (as the claims queue's). */
function QueueRange({ offset, shown, total }: { offset: number; shown: number; total: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      {offset + 1}–{offset + shown} of {total} waiting, oldest first
    </p>
  );
}

/**
 * Advances pending for me: as a manager or delegate, and (HR, Admin) those at HR's step; 50 a page from the
 * server, oldest first. `onlyWhenWaiting` (My Team) shows nothing until something waits, so a fresh install's My
 * Team is unchanged.
 */
export function AdvanceQueue({ onlyWhenWaiting = false }: { onlyWhenWaiting?: boolean }) {
  const { query, pageRows, page, pageCount, setPage, offset, total } = useAdvanceQueue();
  if (onlyWhenWaiting && total === 0 && pageRows.length === 0) return null;
  return (
    <SectionCard
      title="Advances pending for me"
      description="Approve a salary advance (paid with the next payroll run or separately), or reject it."
    >
      <ListState
        query={query}
        loading="Loading advances"
        empty={M.emptyQueue}
        isEmpty={total === 0 && pageRows.length === 0}
        icon={Inbox}
      >
        {() => (
          <div className="grid gap-3">
            {pageCount > 1 && <QueueRange offset={offset} shown={pageRows.length} total={total} />}
            {pageRows.map((advance) => (
              <AdvanceCard key={advance.id} advance={advance}>
                <Decide advance={advance} />
              </AdvanceCard>
            ))}
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              label="Pages of advances pending for me"
            />
          </div>
        )}
      </ListState>
    </SectionCard>
  );
}
