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
import { useAuditActors } from '../api/use-audit-actors';
import type { AuditFilterValues } from '../api/use-audit-log';
import { FilterSelect, type FilterOption } from './FilterSelect';

// Fixed lists, built once rather than on every render.
const ACTION_OPTIONS: FilterOption[] = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[action],
}));
const ENTITY_OPTIONS: FilterOption[] = AUDIT_ENTITY_TYPES.map((type) => ({
  value: type,
  label: AUDIT_ENTITY_LABELS[type],
}));

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
  const actorOptions = (actors.data ?? []).map((actor) => ({
    value: actor._id,
    label: `${actor.name} (${actor.role})`,
  }));

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <FilterSelect
        id="audit-actor"
        label="Who"
        value={value.actorId}
        onChange={set('actorId')}
        anyLabel="Everyone"
        options={actorOptions}
      />
      <FilterSelect
        id="audit-action"
        label="Action"
        value={value.action}
        onChange={set('action')}
        anyLabel="All actions"
        options={ACTION_OPTIONS}
      />
      <FilterSelect
        id="audit-entity"
        label="Record"
        value={value.entityType}
        onChange={set('entityType')}
        anyLabel="All records"
        options={ENTITY_OPTIONS}
      />
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
