import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

// A native select: fully keyboard- and screen-reader-friendly, and the phone's own picker.
const selectClass = cn(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs md:text-sm',
  'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
);

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  id: string;
  /** The visible label, which is also the select's accessible name. */
  label: string;
  value: string;
  onChange: (next: string) => void;
  /** The first option, whose empty value means "do not filter on this". */
  anyLabel: string;
  options: readonly FilterOption[];
}

/** One labelled filter of the audit log: a visible label above a native select with an "any" choice. */
export function FilterSelect({ id, label, value, onChange, anyLabel, options }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
