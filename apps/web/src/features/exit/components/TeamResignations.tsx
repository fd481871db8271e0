import { useState } from 'react';
import type { Exit } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateDMY } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useManagerAccept } from '../api/mutations';
import { useTeamExits } from '../api/queries';
import { DateField, failed } from './ExitForms';

/**
 * My Team (issue 43 with issue 42's flows): the resignations waiting for the viewer as the person's reporting
 * manager or delegate, accepted with the last working day. Under the 'hr' flow (a fresh install) nothing waits
 * for a manager, and the card stays away.
 */
export function TeamResignations() {
  const query = useTeamExits();
  if (!query.data || query.data.length === 0) return null;
  return (
    <SectionCard title="Resignations" description="Resignations from your team waiting for you.">
      <ul className="divide-y" aria-label="Resignations waiting for me">
        {query.data.map((exit) => (
          <TeamResignation key={exit.id} exit={exit} />
        ))}
      </ul>
    </SectionCard>
  );
}

function TeamResignation({ exit }: { exit: Exit }) {
  const accept = useManagerAccept();
  const [lastWorkingDay, setLastDay] = useState(exit.requestedLastDay);
  return (
    <li className="grid gap-2 py-3 text-sm">
      <p>
        <span className="font-medium">{exit.person.name}</span> wishes to leave after{' '}
        {formatDateDMY(exit.requestedLastDay)}: {exit.reason}
      </p>
      <p className="text-muted-foreground">
        Notice {exit.noticeDays} days{exit.shortfallDays > 0 ? `, ${exit.shortfallDays} day(s) short` : ''}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label={`Accept ${exit.person.name}'s resignation`}
        onSubmit={(event) => {
          event.preventDefault();
          accept.mutate(
            { id: exit.id, body: { lastWorkingDay } },
            { onSuccess: () => toast.success('Resignation accepted.'), onError: failed },
          );
        }}
      >
        <DateField
          id={`team-exit-${exit.id}`}
          label="Last working day"
          value={lastWorkingDay}
          onChange={setLastDay}
        />
        <Button type="submit" loading={accept.isPending}>
          Accept resignation
        </Button>
      </form>
    </li>
  );
}
