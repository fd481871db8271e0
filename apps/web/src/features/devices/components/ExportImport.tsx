import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeviceImportResult } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { devicesQuery } from '../api/devices';
import { importMappingQuery, useImportDeviceExport, useSaveImportMapping } from '../api/review';

/** The export's column names, saved once (the device software names them; eSSL writes "Emp Code"). */
function MappingForm() {
  const query = useQuery(importMappingQuery);
  const save = useSaveImportMapping();
  const [pin, setPin] = useState('');
  const [time, setTime] = useState('');
  const [date, setDate] = useState('');
  useEffect(() => {
    const mapping = query.data?.mapping;
    if (!mapping) return;
    setPin(mapping.pinColumn);
    setTime(mapping.timeColumn);
    setDate(mapping.dateColumn ?? '');
  }, [query.data]);
  if (query.isPending) return <Spinner label="Loading the column names" />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { pinColumn: pin, timeColumn: time, dateColumn: date.trim() || null },
      { onSuccess: () => toast.success('Columns saved.'), onError: (error) => toast.error(error.message) },
    );
  };
  const field = (id: string, label: string, value: string, set: (v: string) => void, required = true) => (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => set(e.target.value)} required={required} maxLength={60} />
    </div>
  );
  return (
    <form aria-label="Export columns" onSubmit={submit} className="grid gap-3 sm:grid-cols-4 sm:items-end">
      {field('export-pin', 'PIN column', pin, setPin)}
      {field('export-time', 'Time column', time, setTime)}
      {field('export-date', 'Date column (if apart)', date, setDate, false)}
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Save columns
      </Button>
    </form>
  );
}

function Summary({ result }: { result: DeviceImportResult }) {
  return (
    <div role="status" className="grid gap-1 rounded-lg border p-3 text-sm">
      <p>
        {result.dryRun ? 'Checked' : 'Imported'}: {result.rows} rows, {result.punches} punches,{' '}
        {result.newPunches} new{result.dryRun ? '' : `, ${result.days} days updated`}.
      </p>
      {result.unmatchedPins.length > 0 ? (
        <p>PINs that match nobody (they wait to be mapped): {result.unmatchedPins.join(', ')}</p>
      ) : null}
      {result.problems.map((problem) => (
        <p key={problem.row} className="text-destructive">
          Row {problem.row}: {problem.message}
        </p>
      ))}
    </div>
  );
}

/** A device software export (CSV/XLSX) for devices that cannot reach the server: check, then import. */
export function ExportImport() {
  const devices = useQuery(devicesQuery);
  const run = useImportDeviceExport();
  const [deviceId, setDeviceId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<DeviceImportResult | null>(null);
  const send = (dryRun: boolean) => {
    if (!file || !deviceId) return;
    run.mutate(
      { file, deviceId, dryRun },
      { onSuccess: setResult, onError: (error) => toast.error(error.message) },
    );
  };
  return (
    <div className="grid gap-4">
      <MappingForm />
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
        <div className="grid gap-1">
          <Label htmlFor="export-device">Device the file came from</Label>
          <NativeSelect id="export-device" value={deviceId} onChange={(e) => setDeviceId(e.target.value)}>
            <option value="">Choose…</option>
            {(devices.data ?? []).map((device) => (
              <option key={device._id} value={device._id}>
                {device.name} ({device.serialNumber})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="export-file">Export file (CSV or XLSX)</Label>
          <Input
            id="export-file"
            type="file"
            accept=".csv,.xlsx"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </div>
        <Button variant="outline" disabled={!file || !deviceId || run.isPending} onClick={() => send(true)}>
          Check file
        </Button>
        <Button
          disabled={!result?.dryRun || result.newPunches === 0 || run.isPending}
          onClick={() => send(false)}
        >
          Import punches
        </Button>
      </div>
      {result ? <Summary result={result} /> : null}
    </div>
  );
}
