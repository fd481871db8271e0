import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { HeldPunch } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../lib/toast';
import { heldPunchesQuery, useReviewHeld } from '../api/review';

type Staff = 'Admin' | 'HR';

const skew = (seconds: number | null) =>
  seconds === null ? '' : `clock ${Math.round(seconds / 60)} min fast`;

function Rows({ role, punches }: { role: Staff; punches: HeldPunch[] }) {
  const review = useReviewHeld(role);
  const decide = (ids: string[], decision: 'accept' | 'discard') =>
    review.mutate(
      { ids, decision },
      {
        onSuccess: (result) =>
          toast.success(
            decision === 'accept'
              ? `${result.reviewed} punch(es) accepted and applied.`
              : `${result.reviewed} punch(es) discarded.`,
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={review.isPending}
          onClick={() =>
            decide(
              punches.map((p) => p._id),
              'accept',
            )
          }
        >
          Accept all {punches.length}
        </Button>
      </div>
      <Table aria-label="Punches held for review">
        <TableHeader>
          <TableRow>
            <TableHead>Time (device)</TableHead>
            <TableHead>Person</TableHead>
            <TableHead>Device</TableHead>
            <TableHead>Decision</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {punches.map((punch) => (
            <TableRow key={punch._id}>
              <TableCell data-label="Time (device)">{punch.time}</TableCell>
              <TableCell data-label="Person">
                {punch.employeeName ?? `PIN ${punch.pin} (not mapped)`}
              </TableCell>
              <TableCell data-label="Device">
                {punch.deviceName} <span className="text-muted-foreground">{skew(punch.skewSeconds)}</span>
              </TableCell>
              <TableCell data-label="Decision">
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Accept ${punch.time} of ${punch.employeeName ?? punch.pin}`}
                    disabled={review.isPending}
                    onClick={() => decide([punch._id], 'accept')}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Discard ${punch.time} of ${punch.employeeName ?? punch.pin}`}
                    disabled={review.isPending}
                    onClick={() => decide([punch._id], 'discard')}
                  >
                    Discard
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Punches the skew rule held (the Devices tab; HR's Home when there are any). */
export function HeldPunches({ role, onlyWhenAny = false }: { role: Staff; onlyWhenAny?: boolean }) {
  const query = useQuery(heldPunchesQuery(role));
  if (onlyWhenAny && !query.data?.length) return null;
  return (
    <div className="xl:col-span-3">
      <SectionCard
        title="Punches held for review"
        description="Their device clock ran ahead of the server. Accepted punches count as the device sent them; discarded ones never count."
      >
        <ListState
          query={query}
          loading="Loading held punches"
          empty="No punches are waiting for review."
          isEmpty={query.data?.length === 0}
          icon={Clock}
        >
          {() => <Rows role={role} punches={query.data!} />}
        </ListState>
      </SectionCard>
    </div>
  );
}
