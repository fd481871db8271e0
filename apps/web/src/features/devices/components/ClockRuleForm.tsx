import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SkewMode } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { deviceSettingsQuery, useSaveDeviceSettings } from '../api/review';

/** The skew rule: punches of a device whose clock runs ahead are taken at its time, or held for HR. */
export function ClockRuleForm() {
  const query = useQuery(deviceSettingsQuery);
  const save = useSaveDeviceSettings();
  const [mode, setMode] = useState<SkewMode>('take');
  const [limit, setLimit] = useState('5');
  const [sendPins, setSendPins] = useState(false);
  useEffect(() => {
    if (!query.data) return;
    setMode(query.data.skewMode);
    setLimit(String(query.data.skewLimitMinutes));
    setSendPins(query.data.sendPinsToDevices === true);
  }, [query.data]);
  if (query.isPending) return <Spinner label="Loading the clock rule" />;
  if (query.isError) return <p role="alert">The clock rule could not be loaded. {query.error.message}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { skewMode: mode, skewLimitMinutes: Number(limit), sendPinsToDevices: sendPins },
      {
        onSuccess: () => toast.success('Clock rule saved.'),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <form
      aria-label="Clock rule"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
    >
      <div className="grid gap-1">
        <Label htmlFor="skew-mode">Punches from a device whose clock runs ahead</Label>
        <NativeSelect id="skew-mode" value={mode} onChange={(e) => setMode(e.target.value as SkewMode)}>
          <option value="take">Take them at the device’s time (the skew is shown)</option>
          <option value="hold">Hold them for HR to review</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="skew-limit">Limit (minutes)</Label>
        <Input
          id="skew-limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          required
        />
      </div>
      <label className="flex items-start gap-2 text-sm sm:col-span-3">
        <input
          type="checkbox"
          className="mt-1"
          checked={sendPins}
          onChange={(e) => setSendPins(e.target.checked)}
        />
        <span>
          When a person’s device user id is set or changed, send them to every device of their location
        </span>
      </label>
      <Button type="submit" disabled={save.isPending} className="sm:col-start-3">
        Save clock rule
      </Button>
    </form>
  );
}
