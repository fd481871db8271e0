import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarCog } from 'lucide-react';
import { type Role, type SessionUser } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { renderListState } from '../../../components/ui/list-state';
import { useOrgToday } from '../../../lib/org-clock';
import { orgConfigQuery } from '../../../lib/org-config';
import { useOrgStructure } from '../../../lib/org-structure';
import { useWorkWeek } from '../../../lib/work-calendar';
import { useLocationWorkWeek } from '../api/work-week';
import { describePattern, describeWorkWeek, workWeekInForce } from '../work-week-text';
import { WorkWeekForm } from './WorkWeekForm';

/**
 * The work week from a date on: weekly offs, also in given weeks of the month (issue 19). Everyone sees
 * what is in force today and the patterns by date; the Admin sets a new one, HR reads. Once there is a second
 * location (issue 42), a location's own work week is picked above: its patterns replace the organisation's
 * there from their date; a fresh install's lone Head office shows nothing new.
 */
export function WorkWeekPanel({ role }: { user: SessionUser; role: Role }) {
  const today = useOrgToday();
  const locations = useOrgStructure().data?.locations ?? [];
  const [locationId, setLocationId] = useState('');
  const organisation = useWorkWeek();
  const local = useLocationWorkWeek(locationId);
  const query = locationId ? local : organisation;
  // Today is the server's: the form starts from it, so it waits for the clock (a failed read keeps the device's).
  const config = useQuery(orgConfigQuery);
  const picker =
    locations.length > 1 ? (
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="work-week-location">Work week of</Label>
        <NativeSelect
          id="work-week-location"
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
        >
          <option value="">The organisation</option>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    ) : null;
  const state = renderListState({ query, loading: 'Loading the work week', icon: CalendarCog });
  if (state)
    return (
      <div className="grid gap-4">
        {picker}
        {state}
      </div>
    );
  const settings = query.data!;
  const place = locations.find((l) => l.id === locationId)?.name;
  // A location without a week of its own keeps the organisation's: that is what is in force there.
  const inForce = place && settings.patterns.length === 0 && organisation.data ? organisation.data : settings;

  return (
    <div className="grid gap-4">
      {picker}
      <p className="text-sm" data-testid="work-week-today">
        <span className="font-medium">In force today: </span>
        {describeWorkWeek(workWeekInForce(inForce, today))}
      </p>
      {settings.patterns.length === 0 && place ? (
        <p className="text-sm text-muted-foreground">
          {place} has no work week of its own: the organisation&apos;s applies there.
        </p>
      ) : settings.patterns.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No pattern yet: WEEKLY_OFF applies (
          {describeWorkWeek({ weeklyOff: settings.weeklyOff, nthWeekOff: [] })}
          ).
        </p>
      ) : (
        <ul aria-label="Work week patterns" className="grid gap-1.5 text-sm">
          {settings.patterns.map((pattern) => (
            <li key={pattern.id} className="flex flex-wrap items-center gap-2">
              <span>{describePattern(pattern)}</span>
              {pattern.effectiveFrom > today ? <Badge variant="secondary">Upcoming</Badge> : null}
            </li>
          ))}
        </ul>
      )}
      {role !== 'Admin' ? (
        <p className="text-sm text-muted-foreground">Only an Admin can change the work week.</p>
      ) : config.isPending ? null : (
        // Keyed by the place: the form starts again from the picked location's week.
        <WorkWeekForm
          key={locationId}
          settings={settings}
          today={today}
          {...(locationId ? { locationId } : {})}
        />
      )}
    </div>
  );
}
