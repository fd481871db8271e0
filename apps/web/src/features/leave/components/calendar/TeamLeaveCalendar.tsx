import { useState } from 'react';
import { CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import { STAFF_ROLES, monthBefore, parseYearMonth, type DigitStyle, type Role } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { renderListState } from '../../../../components/ui/list-state';
import { useT } from '../../../../lib/i18n/app';
import { formatMonthYear } from '../../../../lib/i18n/format';
import type { Language } from '../../../../lib/i18n/languages';
import { useOrgToday } from '../../../../lib/org-clock';
import { usePeopleList } from '../../../../lib/people-list';
import { useLeaveCalendar } from '../../api/calendar';
import { NativeSelect } from '../../../../components/ui/native-select';
import { daysOf } from './month-days';
import { MonthDays } from './MonthDays';

/** 'November 2026', 'नवंबर 2026' (the year in the organisation's digits). */
function monthLabelOf(month: string, language: Language, digits: DigitStyle): string {
  const { year, month: number } = parseYearMonth(month);
  return formatMonthYear(year, number, language, digits);
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
  const { t } = useT();
  const people = usePeopleList(role);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="leave-calendar-person">{t('lcal.person')}</Label>
      <NativeSelect
        id="leave-calendar-person"
        className="sm:w-56"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('lcal.everyone')}</option>
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
  const { t, language, digits } = useT();
  const today = useOrgToday();
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const [personId, setPersonId] = useState('');
  const staff = STAFF_ROLES.includes(role);
  const query = useLeaveCalendar(month, staff ? personId : '');
  const label = monthLabelOf(month, language, digits);
  const days = daysOf(month, query.data);
  const nothing = days.every((day) => day.entries.length === 0 && day.holidays.length === 0);
  const state = renderListState({
    query,
    loading: t('lcal.loading'),
    empty: t(staff ? 'lcal.emptyStaff' : 'lcal.emptyOwn'),
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
            aria-label={t('lcal.previous')}
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
            aria-label={t('lcal.next')}
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
