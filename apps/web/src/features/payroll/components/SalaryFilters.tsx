import { MONTH_NAMES, type SalaryFilter } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/app';
import { formatMonthName, toDigits } from '../../../lib/i18n/format';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

export const NO_FILTER: SalaryFilter = { month: '', year: '' };

interface SalaryFiltersProps {
  value: SalaryFilter;
  onChange: (next: SalaryFilter) => void;
  /** Years found in the records, newest first (spec section 9). */
  years: string[];
  label: string;
}

/** Month (January-December) and year filters with Clear; an empty value means "any". */
export function SalaryFilters({ value, onChange, years, label }: SalaryFiltersProps) {
  const { t, language, digits } = useT();
  return (
    <div
      role="group"
      aria-label={t('salary.filters', { label })}
      className="flex flex-wrap items-center gap-2"
    >
      <div className="w-[calc(50%-0.25rem)] sm:w-40">
        <Select value={value.month} onValueChange={(month) => onChange({ ...value, month })}>
          <SelectTrigger aria-label={t('salary.filterMonth')}>
            <SelectValue placeholder={t('salary.monthPlaceholder')} />
          </SelectTrigger>
          <SelectContent>
            {MONTH_NAMES.map((month, index) => (
              <SelectItem key={month} value={month}>
                {formatMonthName(index + 1, language)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="w-[calc(50%-0.25rem)] sm:w-32">
        <Select value={value.year} onValueChange={(year) => onChange({ ...value, year })}>
          <SelectTrigger aria-label={t('salary.filterYear')}>
            <SelectValue placeholder={t('salary.yearPlaceholder')} />
          </SelectTrigger>
          <SelectContent>
            {years.map((year) => (
              <SelectItem key={year} value={year}>
                {toDigits(year, digits)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button variant="outline" onClick={() => onChange(NO_FILTER)} disabled={!value.month && !value.year}>
        {t('salary.clear')}
      </Button>
    </div>
  );
}
