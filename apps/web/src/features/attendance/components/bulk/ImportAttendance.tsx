import { useState } from 'react';
import {
  ATTENDANCE_IMPORT_MAX_CHARS,
  ATTENDANCE_IMPORT_TEMPLATE,
  type AttendanceImportResult,
  type Role,
} from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../lib/toast';
import { useImportAttendance } from '../../api/go-live';

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(ATTENDANCE_IMPORT_TEMPLATE)}`;

/** Import of past attendance (issue 40): choose a CSV, Check it (a dry run), then Import when it is clean. */
export function ImportAttendance({ role }: { role: Role }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [checked, setChecked] = useState<AttendanceImportResult | null>(null);
  const run = useImportAttendance(role);
  const send = (dryRun: boolean) =>
    csv !== null &&
    run.mutate(
      { csv, dryRun },
      {
        onSuccess: (result) => {
          if (result.dryRun) return setChecked(result);
          setChecked(null);
          toast.success(
            `Imported ${result.imported} day(s); kept ${result.kept} punched, leave or corrected day(s).`,
          );
        },
        onError: (error) => toast.error('Failed to import attendance.', { description: error.message }),
      },
    );
  return (
    <div className="grid gap-2 border-t pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="attendance-import-file">Import past attendance (CSV)</Label>
          <input
            id="attendance-import-file"
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              setChecked(null);
              if (!file) return setCsv(null);
              if (file.size > ATTENDANCE_IMPORT_MAX_CHARS) {
                toast.error('The file is too large: at most 1 MB.');
                return setCsv(null);
              }
              setCsv(await file.text());
            }}
          />
        </div>
        <Button
          variant="outline"
          disabled={csv === null}
          loading={run.isPending && !checked}
          onClick={() => send(true)}
        >
          Check file
        </Button>
        <Button
          disabled={!checked || checked.errors.length > 0 || checked.imported === 0}
          loading={run.isPending && checked !== null}
          onClick={() => send(false)}
        >
          Import
        </Button>
        <a className="text-sm underline" href={templateHref} download="attendance-template.csv">
          Download template
        </a>
      </div>
      {checked ? (
        <div role="status" className="text-sm">
          {checked.errors.length === 0 ? (
            `${checked.rows} row(s) checked: ${checked.imported} to import, ${checked.kept} kept as they are.`
          ) : (
            <>
              <p>{checked.errors.length} row(s) need fixing; nothing was imported.</p>
              <ul className="list-disc pl-5">
                {checked.errors.slice(0, 50).map((e) => (
                  <li key={`${e.line}-${e.message}`}>
                    Line {e.line}: {e.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
