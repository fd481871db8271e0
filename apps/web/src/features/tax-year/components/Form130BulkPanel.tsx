import { useState } from 'react';
import type { Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/toast';
import { useForm130Bulk, useStartForm130Bulk } from '../api/form130-bulk';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;
const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** Admin and HR: every Form 130 of a tax year in the background, its progress, failures and the ZIP. */
export function Form130BulkPanel({ role, year }: { role: StaffRole; year: number }) {
  const [chosen, setChosen] = useState(year - 1);
  const [mail, setMail] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartForm130Bulk(role);
  const run = useForm130Bulk(role, runId);
  const status = run.data ?? start.data;
  const running = status?.status === 'running';
  return (
    <div className="grid gap-2" aria-label="Generate all Form 130">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="form130-bulk-year">Tax year</Label>
          <NativeSelect
            id="form130-bulk-year"
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            <option value={year - 1}>{label(year - 1)}</option>
            <option value={year}>{label(year)}</option>
          </NativeSelect>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={mail} onChange={(e) => setMail(e.target.checked)} />
          Tell each person by e-mail
        </label>
        <Button
          size="sm"
          variant="outline"
          disabled={start.isPending || running}
          onClick={() =>
            start.mutate(
              { year: chosen, mail },
              {
                onSuccess: (started) => setRunId(started.id),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        >
          Generate all Form 130
        </Button>
      </div>
      {status ? (
        <div className="grid gap-1 text-sm" role="status">
          <p>
            {status.status === 'running'
              ? `Generating ${status.label}: ${status.done} of ${status.total} done…`
              : status.status === 'failed'
                ? `The run for ${status.label} stopped after ${status.done} of ${status.total}.`
                : `Done: ${status.total - status.failures.length} of ${status.total} certificates for ${status.label}.`}
          </p>
          <progress max={Math.max(status.total, 1)} value={status.done} className="w-64" />
          {status.failures.length > 0 ? (
            <ul className="list-disc pl-5">
              {status.failures.map((failure) => (
                <li key={failure.personId}>
                  {failure.employeeId} {failure.name}: {failure.reason}
                </li>
              ))}
            </ul>
          ) : null}
          {status.zipUrl ? (
            <a className="underline" href={status.zipUrl} download>
              Download the ZIP ({label(status.year)})
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
