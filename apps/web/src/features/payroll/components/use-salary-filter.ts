import { useMemo, useState } from 'react';
import { matchesSalaryFilter, salaryYears, type SalaryRecord } from '@hrms/shared';
import { usePagination } from '../../../components/ui/pagination';
import { NO_FILTER } from './SalaryFilters';

/** Filter state, the year options, the matching rows and their pages (page 1 again when a filter changes). */
export function useSalaryFilter(records: SalaryRecord[] | undefined) {
  const [filter, setFilter] = useState(NO_FILTER);
  const all = useMemo(() => records ?? [], [records]);
  const years = useMemo(() => salaryYears(all.map((record) => record.month)), [all]);
  const rows = useMemo(
    () => all.filter((record) => matchesSalaryFilter(record.month, filter)),
    [all, filter],
  );
  const paging = usePagination(rows, `${filter.month}|${filter.year}`);
  return { filter, setFilter, years, rows, paging };
}
