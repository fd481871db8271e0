import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ON_DUTY_SETTINGS, type OnDutySettings, type OvertimeSettings } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** The same query as the overtime card: the on-duty settings live under `onDuty` in the overtime settings. */
const KEY = ['overtime', 'settings'] as const;

/** The Admin's on-duty and work-from-home settings (issue 45, docs/overtime.md), beside the overtime card. */
export function OnDutySettingsCard() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call('overtime', 'getSettings', { signal }),
  });
  return (
    <SectionCard
      title="On duty and work from home"
      description="People ask for days at a client, travelling or at home; approved days count as present."
    >
      <ListState query={query} loading="Loading the on-duty settings" rows={2} showCause retry>
        {() => <OnDutyForm stored={query.data!} />}
      </ListState>
    </SectionCard>
  );
}

const limitOf = (text: string) => (text.trim() === '' ? null : Number(text));
const textOf = (limit: number | null) => (limit === null ? '' : String(limit));

function OnDutyForm({ stored }: { stored: OvertimeSettings }) {
  const queryClient = useQueryClient();
  const initial: OnDutySettings = stored.onDuty ?? DEFAULT_ON_DUTY_SETTINGS;
  const [onDutyEnabled, setOnDuty] = useState(initial.onDutyEnabled);
  const [wfhEnabled, setWfh] = useState(initial.wfhEnabled);
  const [onDutyLimit, setOnDutyLimit] = useState(textOf(initial.onDutyMonthlyLimit));
  const [wfhLimit, setWfhLimit] = useState(textOf(initial.wfhMonthlyLimit));
  const [anywhere, setAnywhere] = useState(initial.punchFromAnywhere);
  const save = useMutation({
    mutationFn: () =>
      call('overtime', 'putSettings', {
        body: {
          ...stored,
          onDuty: {
            onDutyEnabled,
            wfhEnabled,
            onDutyMonthlyLimit: limitOf(onDutyLimit),
            wfhMonthlyLimit: limitOf(wfhLimit),
            punchFromAnywhere: anywhere,
          },
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast.success('On-duty settings saved.');
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : 'Could not save.'),
  });
  const box = (label: string, value: boolean, set: (v: boolean) => void) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={value} onChange={(event) => set(event.target.checked)} />
      {label}
    </label>
  );
  return (
    <form
      className="grid gap-3 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {box('Accept on-duty requests', onDutyEnabled, setOnDuty)}
      {box('Accept work-from-home requests', wfhEnabled, setWfh)}
      <div className="grid gap-1.5">
        <Label htmlFor="on-duty-limit">On-duty days a month (empty: no limit)</Label>
        <Input
          id="on-duty-limit"
          inputMode="numeric"
          value={onDutyLimit}
          onChange={(e) => setOnDutyLimit(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="wfh-limit">Work-from-home days a month (empty: no limit)</Label>
        <Input
          id="wfh-limit"
          inputMode="numeric"
          value={wfhLimit}
          onChange={(e) => setWfhLimit(e.target.value)}
        />
      </div>
      {box('Allow punching from anywhere on such a day', anywhere, setAnywhere)}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        Save on-duty settings
      </Button>
    </form>
  );
}
