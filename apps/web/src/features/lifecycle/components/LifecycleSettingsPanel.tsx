import { useEffect, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  DUE_DAYS_MAX,
  LIFECYCLE_MESSAGES,
  ONBOARDING_OWNERS,
  PROBATION_MONTHS_MAX,
  type ChecklistItem,
  type LifecycleSettings,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { useSaveSettings } from '../api/mutations';
import { useLifecycleSettings } from '../api/queries';
import { failed } from './failed';

const OWNER_LABELS = { HR: 'HR', Manager: 'The manager', Person: 'The new person' } as const;

/** The Admin's probation default (empty: off) and the onboarding checklist (tasks when a person is added). */
export function LifecycleSettingsPanel() {
  const query = useLifecycleSettings();
  return (
    <SectionCard
      title="Probation and onboarding checklist"
      description="Each item becomes a task for its owner, due days after the joining date, when a person is added or imported."
    >
      {renderListState({ query, loading: 'Loading settings' }) ??
        (query.data ? <SettingsForm saved={query.data} /> : null)}
    </SectionCard>
  );
}

function SettingsForm({ saved }: { saved: LifecycleSettings }) {
  const save = useSaveSettings();
  const [months, setMonths] = useState(saved.probationMonths === null ? '' : String(saved.probationMonths));
  const [items, setItems] = useState<ChecklistItem[]>(saved.checklist);
  useEffect(() => {
    setMonths(saved.probationMonths === null ? '' : String(saved.probationMonths));
    setItems(saved.checklist);
  }, [saved]);
  const change = (index: number, patch: Partial<ChecklistItem>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { probationMonths: months.trim() === '' ? null : Number(months), checklist: items },
      { onSuccess: () => toast.success(LIFECYCLE_MESSAGES.settingsSaved), onError: failed },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="probation-months">Probation length (months; empty = no probation)</Label>
        <Input
          id="probation-months"
          type="number"
          min={0}
          max={PROBATION_MONTHS_MAX}
          value={months}
          onChange={(e) => setMonths(e.target.value)}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Onboarding checklist</legend>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No items: adding a person makes no task.</p>
        ) : null}
        {items.map((item, i) => (
          <div
            key={i}
            className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_10rem_7rem_auto] sm:items-end"
          >
            <div className="grid gap-1.5">
              <Label htmlFor={`item-title-${i}`}>Item {i + 1}</Label>
              <Input
                id={`item-title-${i}`}
                required
                maxLength={200}
                value={item.title}
                onChange={(e) => change(i, { title: e.target.value })}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`item-owner-${i}`}>Owner</Label>
              <NativeSelect
                id={`item-owner-${i}`}
                value={item.owner}
                onChange={(e) => change(i, { owner: e.target.value as ChecklistItem['owner'] })}
              >
                {ONBOARDING_OWNERS.map((owner) => (
                  <option key={owner} value={owner}>
                    {OWNER_LABELS[owner]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`item-days-${i}`}>Due (days)</Label>
              <Input
                id={`item-days-${i}`}
                type="number"
                min={0}
                max={DUE_DAYS_MAX}
                required
                value={item.dueDays}
                onChange={(e) => change(i, { dueDays: Number(e.target.value) })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove item ${i + 1}`}
              onClick={() => setItems((all) => all.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => setItems((all) => [...all, { title: '', owner: 'Person', dueDays: 0 }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add item
        </Button>
      </fieldset>
      <Button type="submit" className="w-fit" loading={save.isPending}>
        Save
      </Button>
    </form>
  );
}
