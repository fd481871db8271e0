import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_COMP_OFF_SETTINGS,
  OVERTIME_MESSAGES as M,
  OVERTIME_MULTIPLIER_SOURCE,
  type OvertimeSettings,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

const KEY = ['overtime', 'settings'] as const;

/** The Admin's overtime settings (issue 45, docs/overtime.md), beside the approval flow that decides claims. */
export function OvertimeSettingsCard() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call('overtime', 'getSettings', { signal }),
  });
  return (
    <SectionCard
      title="Overtime"
      description="Minutes worked beyond the shift become claims the approval flow decides; approved hours are paid on the payslip."
    >
      <ListState query={query} loading="Loading the overtime settings" rows={2} showCause retry>
        {() => <OvertimeSettingsForm stored={query.data!} />}
      </ListState>
    </SectionCard>
  );
}

const nullableHours = (text: string) => (text.trim() === '' ? null : Number(text));

function OvertimeSettingsForm({ stored }: { stored: OvertimeSettings }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(stored.enabled);
  const [daily, setDaily] = useState(stored.dailyLimitHours === null ? '' : String(stored.dailyLimitHours));
  const [weekly, setWeekly] = useState(
    stored.weeklyLimitHours === null ? '' : String(stored.weeklyLimitHours),
  );
  const [multiplier, setMultiplier] = useState(String(stored.multiplier));
  const storedCompOff = stored.compOff ?? DEFAULT_COMP_OFF_SETTINGS;
  const [compOff, setCompOff] = useState(storedCompOff.enabled);
  const [expiryDays, setExpiryDays] = useState(String(storedCompOff.expiryDays));
  const save = useMutation({
    mutationFn: () =>
      call('overtime', 'putSettings', {
        body: {
          ...stored,
          enabled,
          dailyLimitHours: nullableHours(daily),
          weeklyLimitHours: nullableHours(weekly),
          multiplier: Number(multiplier),
          compOff: { ...storedCompOff, enabled: compOff, expiryDays: Number(expiryDays) },
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast.success(M.settingsSaved);
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : M.hours),
  });
  return (
    <form
      className="grid gap-3 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Make overtime claims from punches
      </label>
      <div className="grid gap-1.5">
        <Label htmlFor="overtime-daily">Hours a day before overtime (empty: none)</Label>
        <Input
          id="overtime-daily"
          inputMode="decimal"
          value={daily}
          onChange={(e) => setDaily(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="overtime-weekly">Hours a week before overtime (empty: none)</Label>
        <Input
          id="overtime-weekly"
          inputMode="decimal"
          value={weekly}
          onChange={(e) => setWeekly(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="overtime-multiplier">Times the ordinary hourly rate</Label>
        <Input
          id="overtime-multiplier"
          inputMode="decimal"
          value={multiplier}
          onChange={(e) => setMultiplier(e.target.value)}
        />
        <p className="text-xs text-muted-foreground">
          {OVERTIME_MULTIPLIER_SOURCE}. Rate: (Basic + DA) / ({stored.divisorDays} x {stored.divisorHours}{' '}
          hours).
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={compOff} onChange={(event) => setCompOff(event.target.checked)} />
        Give compensatory off for work on a weekly off or holiday
      </label>
      {compOff && (
        <div className="grid gap-1.5">
          <Label htmlFor="comp-off-expiry">Comp-off expires after (days)</Label>
          <Input
            id="comp-off-expiry"
            inputMode="numeric"
            value={expiryDays}
            onChange={(e) => setExpiryDays(e.target.value)}
          />
        </div>
      )}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        Save overtime settings
      </Button>
    </form>
  );
}
