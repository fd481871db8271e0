import { useState } from 'react';
import { formatDateDMY } from '@hrms/shared';
import { useOrgToday } from '../../lib/org-clock';
import { shiftLabel, usePersonShift } from '../../lib/shifts';
import { Button } from '../ui/button';
import { ChangeShiftDialog } from './ChangeShiftDialog';

interface PersonShiftProps {
  personId: string;
  personName?: string;
  /** Admin and HR change shifts; the person only reads theirs. */
  canChange: boolean;
}

/**
 * A person's shift today ('Shift: General (09:00-18:00)') and the ones to come ('Night from
 * 01/12/2026'), with 'Change shift' for Admin and HR (issue 19). Shown on the details page and in the
 * Employee Management dialog, so it lives among the shared components.
 */
export function PersonShift({ personId, personName, canChange }: PersonShiftProps) {
  const today = useOrgToday();
  const query = usePersonShift(personId);
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);

  return (
    <section aria-label="Shift" className="grid gap-1.5 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-testid="person-shift">
          <span className="text-muted-foreground">Shift: </span>
          {query.isPending ? (
            <span className="text-muted-foreground">Loading...</span>
          ) : query.data ? (
            <span className="font-medium">{shiftLabel(query.data.current.shift)}</span>
          ) : (
            <span className="text-muted-foreground">Could not load the shift.</span>
          )}
        </p>
        {canChange ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setOpening((count) => count + 1);
              setOpen(true);
            }}
          >
            Change shift
          </Button>
        ) : null}
      </div>
      {query.data && query.data.upcoming.length > 0 ? (
        <ul aria-label="Upcoming shifts" className="grid gap-0.5 text-muted-foreground">
          {query.data.upcoming.map(({ shift, from }) => (
            <li key={`${shift.id}-${from}`}>
              {shift.name}
              {from ? ` from ${formatDateDMY(from)}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {canChange ? (
        <ChangeShiftDialog
          key={opening}
          open={open}
          personId={personId}
          personName={personName}
          today={today}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  );
}
