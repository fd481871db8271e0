import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { LedgerKind } from '@hrms/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Label } from '../../../../components/ui/label';
import { renderListState } from '../../../../components/ui/list-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateDMY } from '../../../../lib/format';
import { useOrgToday } from '../../../../lib/org-clock';
import { useLeaveLedger } from '../../api/balances';
import { useLeavePolicies } from '../../api/policies';
import { NativeSelect } from '../../../../components/ui/native-select';
import { leaveYearLabel, leaveYearOf, signedDays } from '../leave-days';

const KIND_LABELS: Record<LedgerKind, string> = {
  opening: 'Opening balance',
  accrual: 'Accrual',
  carry_forward: 'Carried forward',
  lapse: 'Lapsed',
  taken: 'Taken',
  reversed: 'Given back',
  adjustment: 'Adjustment',
};

interface LedgerDialogProps {
  personId: string;
  personName: string | undefined;
  open: boolean;
  onClose: () => void;
}

/** GET /api/employees/{id}/leave-ledger?year=: every change to the balances of a leave year, oldest first. */
export function LedgerDialog({ personId, personName, open, onClose }: LedgerDialogProps) {
  const today = useOrgToday();
  const yearStartMonth = useLeavePolicies().data?.yearStartMonth ?? 1;
  const current = leaveYearOf(today, yearStartMonth);
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? current;
  const query = useLeaveLedger(personId, year, open);
  const state = renderListState({
    query,
    loading: 'Loading the leave ledger',
    empty: 'Nothing has changed these balances in this leave year.',
    isEmpty: query.data?.length === 0,
    icon: ScrollText,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Leave ledger</DialogTitle>
          <DialogDescription>
            {personName ? `${personName}'s` : 'Your'} balance changes: openings, accruals, carry-forward,
            lapses, leave taken or given back, and adjustments.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="ledger-year">Leave year</Label>
          <NativeSelect
            id="ledger-year"
            className="w-auto"
            value={year}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {[current, current - 1, current - 2].map((option) => (
              <option key={option} value={option}>
                {leaveYearLabel(option, yearStartMonth)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="max-h-[60vh] overflow-auto">
          {state ?? (
            <Table aria-label="Leave ledger">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Change</TableHead>
                  <TableHead className="text-right">Days</TableHead>
                  <TableHead>Reason</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {query.data?.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">{formatDateDMY(entry.date)}</TableCell>
                    <TableCell>
                      {KIND_LABELS[entry.kind]}
                      <span className="block text-xs text-muted-foreground">{entry.type}</span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{signedDays(entry.days)}</TableCell>
                    <TableCell className="max-w-64 min-w-28 break-words">
                      {entry.reason ?? '--'}
                      {entry.createdByName ? (
                        <span className="block text-xs text-muted-foreground">by {entry.createdByName}</span>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
