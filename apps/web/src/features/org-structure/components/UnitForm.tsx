import { useState, type FormEvent } from 'react';
import { INDIAN_STATES, type OrgUnitKind } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { UnitInput } from '../api/mutations';

export interface UnitDraft {
  name: string;
  headId?: string;
  state?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  pinCode?: string;
}

/** The add and edit form of a department, designation or location; the server checks every field too. */
export function UnitForm({
  kind,
  initial,
  people,
  pending,
  onSubmit,
  onCancel,
}: {
  kind: OrgUnitKind;
  initial: UnitDraft;
  /** Who may head a department. */
  people: readonly { id: string; name: string }[];
  pending: boolean;
  onSubmit: (body: UnitInput) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<UnitDraft>(initial);
  const set = (field: keyof UnitDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const id = (field: string) => `${kind}-${field}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'department') onSubmit({ name: draft.name, headId: draft.headId || null });
    else if (kind === 'designation') onSubmit({ name: draft.name });
    else
      onSubmit({
        name: draft.name,
        state: draft.state ?? '',
        addressLine1: draft.addressLine1 || null,
        addressLine2: draft.addressLine2 || null,
        city: draft.city || null,
        pinCode: draft.pinCode || null,
      });
  };
  const text = (field: keyof UnitDraft, label: string, extra: { required?: boolean } = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id(field)}>{label}</Label>
      <Input
        id={id(field)}
        value={draft[field] ?? ''}
        onChange={(e) => set(field)(e.target.value)}
        maxLength={field === 'name' ? 100 : 200}
        {...extra}
      />
    </div>
  );
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={`${kind} form`}>
      {text('name', 'Name', { required: true })}
      {kind === 'department' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={id('head')}>Head (optional)</Label>
          <NativeSelect
            id={id('head')}
            value={draft.headId ?? ''}
            onChange={(e) => set('headId')(e.target.value)}
          >
            <option value="">No head</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {kind === 'location' ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={id('state')}>State</Label>
            <NativeSelect
              id={id('state')}
              value={draft.state ?? ''}
              required
              onChange={(e) => set('state')(e.target.value)}
            >
              <option value="">Choose a state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name} ({state.code})
                </option>
              ))}
            </NativeSelect>
          </div>
          {text('addressLine1', 'Address line 1')}
          {text('addressLine2', 'Address line 2')}
          {text('city', 'City')}
          {text('pinCode', 'PIN code')}
        </>
      ) : null}
      <div className="flex items-end gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          Save
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
