import { useState } from 'react';
import { Clock, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Role, SessionUser, Shift } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { renderListState } from '../../../components/ui/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatHoursMinutes } from '../../../lib/format';
import { crossesMidnight, useShifts } from '../../../lib/shifts';
import { DeleteShiftDialog } from './DeleteShiftDialog';
import { ShiftFormDialog, type ShiftDialogState } from './ShiftFormDialog';

/** 'Full day 8h 00m, half day 4h 00m', one of them, or 'Not set'. */
export function minimumHours(shift: Pick<Shift, 'minHoursFullDay' | 'minHoursHalfDay'>): string {
  const parts = [
    shift.minHoursFullDay != null ? `Full day ${formatHoursMinutes(shift.minHoursFullDay * 60)}` : null,
    shift.minHoursHalfDay != null ? `half day ${formatHoursMinutes(shift.minHoursHalfDay * 60)}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'Not set';
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const shiftHours = (shift: Shift) =>
  `${shift.start}-${shift.end}${crossesMidnight(shift) ? ' (next day)' : ''}`;
const punchWindow = (shift: Shift) => `${shift.punchInFrom}-${shift.punchInUntil}`;
const grace = (shift: Shift) => `${shift.graceMinutes} min`;

/** Shifts: add, edit, delete (Admin); HR reads them (issue 19). */
export function ShiftsPanel({ role }: { user: SessionUser; role: Role }) {
  const isAdmin = role === 'Admin';
  const query = useShifts();
  const shifts = query.data ?? [];
  const [dialog, setDialog] = useState<ShiftDialogState>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [deleting, setDeleting] = useState<Shift | null>(null);
  const open = (next: ShiftDialogState) => {
    setDialogKey((key) => key + 1);
    setDialog(next);
  };

  return (
    <div className="grid gap-3">
      {isAdmin ? (
        <div>
          <Button onClick={() => open({ mode: 'add' })}>
            <Plus className="size-4" aria-hidden="true" />
            Add shift
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Only an Admin can change shifts.</p>
      )}
      {renderListState({
        query,
        loading: 'Loading shifts',
        empty: 'No shifts yet.',
        isEmpty: shifts.length === 0,
        icon: Clock,
      }) ?? (
        <Table aria-label="Shifts">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead className="hidden sm:table-cell">Hours</TableHead>
              <TableHead className="hidden md:table-cell">Punch-in window</TableHead>
              <TableHead className="hidden md:table-cell">Grace</TableHead>
              <TableHead className="hidden md:table-cell">Minimum hours</TableHead>
              {isAdmin ? <TableHead>Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shifts.map((shift) => (
              <TableRow key={shift.id} data-testid="shift-row">
                <TableCell className="min-w-24 break-words whitespace-normal">
                  <span className="font-medium">{shift.name}</span>{' '}
                  {shift.isDefault ? <Badge variant="secondary">Default</Badge> : null}
                  {/* On a phone the hours, window, grace and minimums sit under the name. */}
                  <span className="block text-xs sm:hidden">{shiftHours(shift)}</span>
                  <span className="block text-xs text-muted-foreground md:hidden">
                    Punch-in {punchWindow(shift)} · grace {grace(shift)} · {minimumHours(shift)}
                  </span>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {shift.start}-{shift.end}
                  {crossesMidnight(shift) ? (
                    <span className="block text-xs text-muted-foreground sm:inline"> (next day)</span>
                  ) : null}
                </TableCell>
                <TableCell className="hidden md:table-cell">{punchWindow(shift)}</TableCell>
                <TableCell className="hidden md:table-cell">{grace(shift)}</TableCell>
                <TableCell className="hidden md:table-cell">{minimumHours(shift)}</TableCell>
                {isAdmin ? (
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Edit ${shift.name}`}
                        onClick={() => open({ mode: 'edit', shift })}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                        <span className="hidden lg:inline">Edit</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete ${shift.name}`}
                        onClick={() => setDeleting(shift)}
                      >
                        <Trash2 className="size-4 text-destructive" aria-hidden="true" />
                        <span className="hidden lg:inline">Delete</span>
                      </Button>
                    </div>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isAdmin ? (
        <>
          <ShiftFormDialog key={dialogKey} state={dialog} onClose={() => setDialog(null)} />
          <DeleteShiftDialog shift={deleting} onClose={() => setDeleting(null)} />
        </>
      ) : null}
    </div>
  );
}
