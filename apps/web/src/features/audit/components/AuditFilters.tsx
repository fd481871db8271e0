import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  AUDIT_MESSAGES,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useAuditActors, type AuditFilterValues } from '../api/use-audit-log';

// Native selects and date inputs: fully keyboard- and screen-reader-friendly, and the phone's own pickers.
const selectClass = cn(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs md:text-sm',
  'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
);

export function AuditFilters({
  value,
  onChange,
  onClear,
}: {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
  onClear: () => void;
}) {
  const actors = useAuditActors();
  const set = (key: keyof AuditFilterValues) => (next: string) => onChange({ ...value, [key]: next });
  const rangeInvalid = Boolean(value.from && value.to && value.from > value.to);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="audit-actor">Who</Label>
        <select
          id="audit-actor"
          className={selectClass}
          value={value.actorId}
          onChange={(event) => set('actorId')(event.target.value)}
        >
          <option value="">Everyone</option>
          {(actors.data ?? [])
            .filter((person) => person.role !== 'Employee')
            .map((person) => (
              <option key={person._id} value={person._id}>
                {person.name} ({person.role})
              </option>
            ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <select
          id="audit-action"
          className={selectClass}
          value={value.action}
          onChange={(event) => set('action')(event.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-entity">Record</Label>
        <select
          id="audit-entity"
          className={selectClass}
          value={value.entityType}
          onChange={(event) => set('entityType')(event.target.value)}
        >
          <option value="">All records</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_ENTITY_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">From</Label>
        <Input
          id="audit-from"
          type="date"
          value={value.from}
          onChange={(event) => set('from')(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to">To</Label>
        <Input
          id="audit-to"
          type="date"
          value={value.to}
          aria-invalid={rangeInvalid ? true : undefined}
          aria-describedby={rangeInvalid ? 'audit-range-error' : undefined}
          onChange={(event) => set('to')(event.target.value)}
        />
      </div>
      <Button variant="outline" onClick={onClear}>
        Clear
      </Button>
      {rangeInvalid ? (
        <p
          id="audit-range-error"
          role="alert"
          className="text-sm text-destructive sm:col-span-2 lg:col-span-6"
        >
          {AUDIT_MESSAGES.invalidRange}
        </p>
      ) : null}
    </div>
  );
}
