import { useState } from 'react';
import {
  PART_A_FILE_FIELD,
  PART_A_MAX_BYTES,
  PART_A_MAX_FILES,
  PART_A_MESSAGES,
  type Role,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/toast';
import { useForm130PartA, useUploadForm130PartA } from '../api/form130-part-a';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;
const label = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * Admin and HR: upload a tax year's Form 130 Part A from TRACES (PDFs, or the ZIP of them); each goes to the person
 * whose PAN its name carries and their Form 130 becomes Part A then Part B. The report: matched, unmatched with the
 * reason, duplicates (PANs masked by the server).
 */
export function Form130PartAPanel({ role, year }: { role: StaffRole; year: number }) {
  const [chosen, setChosen] = useState(year - 1);
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const kept = useForm130PartA(role, chosen);
  const upload = useUploadForm130PartA(role);
  const report = upload.data;

  const send = () => {
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    if (bytes > PART_A_MAX_BYTES) return toast.error(PART_A_MESSAGES.tooLarge);
    if (files.length > PART_A_MAX_FILES) return toast.error(PART_A_MESSAGES.tooMany);
    const form = new FormData();
    form.append('year', String(chosen));
    for (const file of files) form.append(PART_A_FILE_FIELD, file, file.name);
    upload.mutate(form, {
      onSuccess: () => {
        setFiles([]);
        setInputKey((key) => key + 1);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <div className="grid min-w-0 gap-2" aria-label="Form 130 Part A">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="form130-part-a-year">Part A for</Label>
          <NativeSelect
            id="form130-part-a-year"
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            <option value={year - 1}>{label(year - 1)}</option>
            <option value={year}>{label(year)}</option>
          </NativeSelect>
        </div>
        <div className="grid min-w-0 max-w-full gap-1">
          <Label htmlFor="form130-part-a-files">Part A files from TRACES (PDFs or a ZIP)</Label>
          <input
            key={inputKey}
            id="form130-part-a-files"
            type="file"
            multiple
            accept="application/pdf,.pdf,application/zip,.zip"
            className="max-w-full text-sm"
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </div>
        <Button size="sm" variant="outline" disabled={files.length === 0 || upload.isPending} onClick={send}>
          {upload.isPending ? 'Uploading…' : 'Upload Part A'}
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        Each file goes to the person whose PAN is in its name; their Form 130 is then Part A followed by Part
        B. Upload again to replace someone’s. At most 50 MB and 2,000 files at a time.
      </p>
      {kept.data ? (
        <p className="text-sm">
          Part A on file for {people(kept.data.files.length)} in {kept.data.label}.
        </p>
      ) : null}
      {report ? (
        <div className="grid min-w-0 gap-1 text-sm" role="status">
          <p>
            Matched {report.matched.length} of {report.files} files for {report.label}
            {report.matched.some((m) => m.replaced)
              ? ` (${report.matched.filter((m) => m.replaced).length} replaced)`
              : ''}
            .
          </p>
          {report.unmatched.length > 0 ? (
            <>
              <p className="font-medium">Not matched ({report.unmatched.length})</p>
              <ul className="list-disc pl-5">
                {report.unmatched.map((file, i) => (
                  <li key={`${file.fileName}-${i}`} className="break-all">
                    {file.fileName}: {PART_A_MESSAGES.reasons[file.reason]}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {report.duplicates.length > 0 ? (
            <>
              <p className="font-medium">Second files, not kept ({report.duplicates.length})</p>
              <ul className="list-disc pl-5">
                {report.duplicates.map((file, i) => (
                  <li key={`${file.fileName}-${i}`} className="break-all">
                    {file.fileName}: {file.name} already has {file.keptFileName}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {report.matched.length > 0 ? (
            <details>
              <summary>Matched ({report.matched.length})</summary>
              <ul className="list-disc pl-5">
                {report.matched.map((m) => (
                  <li key={m.personId} className="break-all">
                    {m.employeeId} {m.name} ({m.pan}): {m.fileName}, {m.pages}{' '}
                    {m.pages === 1 ? 'page' : 'pages'}
                    {m.replaced ? ', replaced' : ''}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
