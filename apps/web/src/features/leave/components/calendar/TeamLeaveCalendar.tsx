import { useState } from 'react';
import { CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import { MONTH_NAMES, STAFF_ROLES, monthBefore, parseYearMonth, type Role } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { renderListState } from '../../../../components/ui/list-state';
import { useOrgToday } from '../../../../lib/org-clock';
import { usePeopleList } from '../../../../lib/people-list';
import { useLeaveCalendar } from '../../api/calendar';
import { NativeSelect } from '../../../../components/ui/native-select';
import { daysOf } from './month-days';
import { MonthDays } from './MonthDays';

function monthLabelOf(month: string): string {
  const { year, month: number } = parseYearMonth(month);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

function PersonFilter({
  role,
  value,
  onChange,
}: {
  role: Role;
  value: string;
  onChange: (id: string) => void;
}) {
  const people = usePeopleList(role);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="leave-calendar-person">Person</Label>
      <NativeSelect
        id="leave-calendar-person"
        className="sm:w-56"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Everyone</option>
        {(people.data ?? []).map((person) => (
          <option key={person._id} value={person._id}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * The team leave calendar (issue 20): who is on leave in a month, with the holidays. HR and Admin see
 * everyone and may pick one person; everyone else sees their own leave.
 */
export function TeamLeaveCalendar({ role }: { role: Role }) {
  const today = useOrgToday();
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const [personId, setPersonId] = useState('');
  const staff = STAFF_ROLES.includes(role);
  const query = useLeaveCalendar(month, staff ? personId : '');
  const label = monthLabelOf(month);
  const days = daysOf(month, query.data);
  const nothing = days.every((day) => day.entries.length === 0 && day.holidays.length === 0);
  const state = renderListState({
    query,
    loading: 'Loading the leave calendar',
    empty: staff
      ? 'No one is on leave this month, and there are no holidays.'
      : 'No leave or holidays this month.',
    isEmpty: nothing,
    icon: CalendarRange,
  });

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => setMonth(monthBefore(`${month}-01`, 1))}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <h3 className="min-w-36 text-center font-semibold" aria-live="polite">
            {label}
          </h3>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => setMonth(monthBefore(`${month}-01`, -1))}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        {staff ? <PersonFilter role={role} value={personId} onChange={setPersonId} /> : null}
      </div>
      {state ?? <MonthDays days={days} monthLabel={label} />}
    </div>
  );
}
