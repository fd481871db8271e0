import { Button } from '../../../components/ui/button';
import type { DayFilter } from './filters';
import { useT } from '../../../lib/i18n/app';

/** The All / Today toggle; aria-pressed says which is on, not only the colour. */
export function DayFilterToggle({
  value,
  onChange,
  label,
}: {
  value: DayFilter;
  onChange: (value: DayFilter) => void;
  label: string;
}) {
  const { t } = useT();
  return (
    <div role="group" aria-label={label} className="inline-flex gap-1 rounded-md border p-0.5">
      {(['all', 'today'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={value === option ? 'default' : 'ghost'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {option === 'all' ? t('dayFilter.all') : t('dayFilter.today')}
        </Button>
      ))}
    </div>
  );
}
