import { useState, type ChangeEvent } from 'react';
import { OPENING_CSV_MAX_CHARS, OPENING_MESSAGES as M, type OpeningResult } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { toast } from '../../../../lib/toast';
import { useOpeningCsv } from '../../api/opening-balances';

/** The CSV half of opening balances: choose a file (checked at once), see each row, then apply. */
export function OpeningCsvImport({ asOf }: { asOf: string }) {
  const upload = useOpeningCsv();
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<OpeningResult | null>(null);

  const send = (text: string, dryRun: boolean) =>
    upload.mutate(
      { asOf, csv: text, dryRun },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.applied) {
            toast.success(M.saved(answer.rows.length));
            setCsv(null);
          }
        },
        onError: (error) => {
          setResult(null);
          toast.error('Failed to read the opening balances.', { description: error.message });
        },
      },
    );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > OPENING_CSV_MAX_CHARS) {
      toast.error(M.tooLarge);
      return;
    }
    const text = await file.text();
    setCsv(text);
    send(text, true);
  };

  return (
    <div className="grid gap-3">
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="opening-csv">CSV file</Label>
        <Input id="opening-csv" type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </div>
      {result ? (
        <>
          <p className="text-sm" role="status">
            {result.applied
              ? M.saved(result.rows.length)
              : result.errors > 0
                ? `${result.errors} row(s) with errors: nothing saved. Fix the file and choose it again.`
                : M.checked}
          </p>
          <Table aria-label="Opening balances check">
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                <TableHead>Person</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Days</TableHead>
                <TableHead>Balance before</TableHead>
                <TableHead>Error</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.rows.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.employeeName ?? '—'}</TableCell>
                  <TableCell>{row.type}</TableCell>
                  <TableCell>{row.days ?? '—'}</TableCell>
                  <TableCell>{row.before ?? '—'}</TableCell>
                  <TableCell className="text-[oklch(0.47_0.19_27)]">{row.error ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {!result.applied ? (
            <Button
              className="justify-self-start"
              disabled={result.errors > 0 || csv === null}
              loading={upload.isPending}
              onClick={() => csv !== null && send(csv, false)}
            >
              Apply opening balances
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
