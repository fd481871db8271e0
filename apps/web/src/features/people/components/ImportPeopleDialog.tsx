import { useState } from 'react';
import { Download } from 'lucide-react';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportKind, type ImportResult } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../lib/toast';
import { downloadImportTemplate, useImportPeople } from '../api/use-import-people';

/** The kinds the picker offers (issue 43), each with its title, guidance and template. */
const KINDS: Record<ImportKind, { label: string; title: string; help: string; done: (n: number) => string }> =
  {
    people: {
      label: 'People',
      title: 'Import people',
      help: 'Fill in the template (one person a row; name and email are required), then check the file. Nothing is saved until you import a file without problems. New people set their own password with "Forgot password?" on the sign-in page.',
      done: IMPORT_MESSAGES.committed,
    },
    'leave-balances': {
      label: 'Leave balances',
      title: 'Import leave balances',
      help: 'One row per person and leave type: the employee code or email, the type, the days and the date the balance is as of. The balance on that date becomes the figure in the file. Nothing is saved until you import a file without problems.',
      done: (n) => `Imported: ${n} leave ${n === 1 ? 'balance' : 'balances'} set.`,
    },
    'year-to-date': {
      label: 'Year to date (paid elsewhere)',
      title: 'Import year-to-date pay',
      help: 'One row per person and month of this tax year before their first payslip here: gross, TDS, PF and PT in rupees. The tax projection and the tax certificate count them. Nothing is saved until you import a file without problems.',
      done: (n) => `Imported: ${n} ${n === 1 ? 'month' : 'months'} saved.`,
    },
  };

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Import people (issue 43): download the template, choose a filled XLSX or CSV file, Check it (a dry run
 * that lists every problem by row and column), then Import when it is clean: all rows or none.
 */
export function ImportPeopleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [kind, setKind] = useState<ImportKind>('people');
  const about = KINDS[kind];
  const run = useImportPeople();
  const close = () => {
    setFile(null);
    setChecked(null);
    setFileKey((key) => key + 1);
    onClose();
  };
  const send = (dryRun: boolean) =>
    file &&
    run.mutate(
      { file, dryRun, kind },
      {
        onSuccess: (result) => {
          if (result.dryRun || result.problems.length > 0) return setChecked(result);
          toast.success(
            result.created + result.updated > 0
              ? about.done(result.created + result.updated)
              : 'Nothing to import: every row is already stored as it is.',
          );
          close();
        },
        onError: (error) => {
          setChecked(null);
          toast.error(`Failed to ${about.title.toLowerCase()}.`, { description: error.message });
        },
      },
    );
  const clean = checked !== null && checked.problems.length === 0;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{about.title}</DialogTitle>
          <DialogDescription>{about.help}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="import-kind">What to import</Label>
          <NativeSelect
            id="import-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ImportKind);
              setChecked(null);
            }}
          >
            {Object.entries(KINDS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              void downloadImportTemplate(kind, 'xlsx').catch((error: Error) => toast.error(error.message))
            }
          >
            <Download className="size-4" aria-hidden="true" />
            Download template (XLSX)
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void downloadImportTemplate(kind, 'csv').catch((error: Error) => toast.error(error.message))
            }
          >
            <Download className="size-4" aria-hidden="true" />
            Template (CSV)
          </Button>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="people-import-file">File (XLSX or CSV, at most 5 MB)</Label>
          <input
            key={fileKey}
            id="people-import-file"
            type="file"
            accept={ACCEPT}
            className="text-sm"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setChecked(null);
              if (chosen && chosen.size > IMPORT_MAX_BYTES) {
                toast.error(IMPORT_MESSAGES.tooLarge);
                return setFile(null);
              }
              setFile(chosen);
            }}
          />
        </div>
        {checked ? <ImportSummary result={checked} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="outline"
            disabled={!file}
            loading={run.isPending && !clean}
            onClick={() => send(true)}
          >
            Check file
          </Button>
          <Button
            disabled={!file || !clean || checked.created + checked.updated === 0}
            loading={run.isPending && clean}
            onClick={() => send(false)}
          >
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ImportSummary({ result }: { result: ImportResult }) {
  if (result.problems.length === 0)
    return (
      <p role="status" className="text-sm">
        {result.rows} {result.rows === 1 ? 'row' : 'rows'} checked: {result.created} to add,{' '}
        {result.updated > 0 ? `${result.updated} to update, ` : ''}
        {result.unchanged} already stored as they are.
      </p>
    );
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm font-medium text-destructive">
        {IMPORT_MESSAGES.problems(result.problems.length)}
      </p>
      <div className="overflow-x-auto">
        <Table aria-label="Problems in the file">
          <TableHeader>
            <TableRow>
              <TableHead>Row</TableHead>
              <TableHead>Column</TableHead>
              <TableHead>Value</TableHead>
              <TableHead>Problem</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.problems.slice(0, 200).map((problem, i) => (
              <TableRow key={`${problem.row}-${problem.column}-${i}`}>
                <TableCell>{problem.row}</TableCell>
                <TableCell>{problem.column}</TableCell>
                <TableCell className="max-w-40 break-all">{problem.value}</TableCell>
                <TableCell className="min-w-48">{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
