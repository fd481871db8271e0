import { useState, type ChangeEvent } from 'react';
import { HOLIDAY_CSV_MAX_CHARS, HOLIDAY_MESSAGES as M, type HolidayBatchResult } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { useImportHolidays } from '../api/mutations';
import { BatchReport } from './BatchReport';

/** The file's text (FileReader: every browser we support, and the test DOM). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

interface ImportHolidaysDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import from CSV: the browser reads the file's text and sends it; the good rows are added and each bad
 * one is listed here with its line and why. The dialog closes by itself only when every row went in.
 */
export function ImportHolidaysDialog({ open, onClose }: ImportHolidaysDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<HolidayBatchResult | null>(null);
  const importCsv = useImportHolidays();
  const pending = importCsv.isPending;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setProblem(null);
    setReport(null);
  };
  const send = async () => {
    if (!file) return setProblem(M.csvEmpty);
    if (file.size > HOLIDAY_CSV_MAX_CHARS) return setProblem(M.csvTooLarge);
    let csv: string;
    try {
      csv = await readText(file);
    } catch {
      return setProblem(M.fileUnreadable);
    }
    importCsv.mutate(csv, {
      onSuccess: (result) => {
        if (result.created.length > 0) toast.success(M.added(result.created.length));
        if (result.errors.length === 0) onClose();
        else setReport(result);
      },
      onError: (error) => setProblem(error.message || M.importFailed),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next || pending ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Holidays</DialogTitle>
          <DialogDescription>
            A CSV file with one holiday a line: date,name,kind. Dates as YYYY-MM-DD or DD/MM/YYYY; kind public
            or optional (left out: public); a header line is optional. At most 500 holidays.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="holiday-csv">CSV file *</Label>
            <Input id="holiday-csv" type="file" accept=".csv,text/csv,text/plain" onChange={pick} />
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          {report ? <BatchReport result={report} /> : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {report ? 'Close' : 'Cancel'}
            </Button>
            <Button type="submit" loading={pending} disabled={!file}>
              Import
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
