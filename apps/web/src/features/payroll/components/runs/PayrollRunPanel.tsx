import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { exportQueryString, payrollRunPeriod } from '@hrms/shared';
import {
  cutQuery,
  StructureCutFilters,
  useStructured,
  type StructureCut,
} from '../../../../components/structure-cut';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { formatDateDMY } from '../../../../lib/format';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { ApiError } from '../../../../lib/api';
import { downloadFile } from '../../../../lib/download';
import { toast } from '../../../../lib/toast';
import {
  runFilePath,
  runStatusQuery,
  useMarkPaid,
  useReopenPeriod,
  type RunFile,
} from '../../api/payroll-runs';
import { RunStatusLine } from './RunStatusLine';

const FILES: { file: RunFile; label: string; query?: string }[] = [
  { file: 'register', label: 'Register (CSV)', query: '?format=csv' },
  { file: 'register', label: 'Register (Excel)', query: '?format=xlsx' },
  { file: 'bankFile', label: 'Bank transfer file' },
  { file: 'ecr', label: 'EPFO ECR' },
  { file: 'esic', label: 'ESIC contribution' },
  { file: 'professionalTax', label: 'Professional Tax register' },
];

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

/** A finalised period's state (issue 40), its files, Mark paid (confirmed) and Reopen (issue 22, Admin). */
export function PayrollRunPanel({ today }: { today: string }) {
  // '?period=YYYY-MM': the approvers' queues link here to reopen a finalised month (issue 40, item 9). Read
  // from the address once, so the panel needs no router (it renders alone in tests).
  const [period, setPeriod] = useState(() => {
    const linked = new URLSearchParams(window.location.search).get('period');
    return linked && /^\d{4}-(0[1-9]|1[0-2])$/.test(linked) ? linked : today.slice(0, 7);
  });
  const [paidOn, setPaidOn] = useState(today);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const markPaid = useMarkPaid();
  const reopen = useReopenPeriod();
  const status = useQuery(runStatusQuery(period)).data;
  const [confirmingPaid, setConfirmingPaid] = useState(false);
  const [confirmingReopen, setConfirmingReopen] = useState(false);
  const unpaid = status ? status.finalised - status.paid : 0;
  const paidCount = status?.state === 'paid' ? status.finalised : unpaid;

  // Issue 42: the register's file cut by department and location, with subtotal rows.
  const [cut, setCut] = useState<StructureCut>({});
  const structured = useStructured();
  const download = async (file: RunFile, base = '') => {
    const extra = file === 'register' ? exportQueryString(cutQuery(cut, structured)) : '';
    const query = extra ? `${base}&${extra}` : base;
    setProblem(null);
    try {
      await downloadFile(`${runFilePath(file, period)}${query}`, `${file}-${period}`);
    } catch (error) {
      setProblem(messageOf(error, 'Failed to download. Please try again.'));
    }
  };
  const onDone = {
    onSuccess: (answer: { message: string }) => {
      setProblem(null);
      toast.success(answer.message);
    },
    onError: (error: unknown) => setProblem(messageOf(error, 'Failed. Please try again.')),
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5 sm:max-w-56">
        <Label htmlFor="run-period">Period</Label>
        <Input id="run-period" type="month" value={period} onChange={(e) => setPeriod(e.target.value)} />
      </div>
      <RunStatusLine status={status} />
      {structured ? (
        <div className="flex flex-wrap gap-3" role="group" aria-label="Register by">
          <StructureCutFilters id="run-register" value={cut} onChange={setCut} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Payroll files">
        {FILES.map(({ file, label, query }) => (
          <Button key={label} type="button" variant="outline" onClick={() => void download(file, query)}>
            {label}
          </Button>
        ))}
      </div>
      <div className="grid gap-2 sm:grid-cols-[14rem_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="run-paid-on">Payment date</Label>
          <Input id="run-paid-on" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
        </div>
        <Button type="button" loading={markPaid.isPending} onClick={() => setConfirmingPaid(true)}>
          Mark paid
        </Button>
        <ConfirmDialog
          open={confirmingPaid}
          title="Mark salaries paid?"
          description={`This will mark ${paidCount} salary record(s) for ${
            payrollRunPeriod(period).label
          } paid on ${/^\d{4}-\d{2}-\d{2}$/.test(paidOn) ? formatDateDMY(paidOn) : paidOn}. Each person sees the status Paid.`}
          confirmLabel="Mark paid"
          pending={markPaid.isPending}
          onCancel={() => setConfirmingPaid(false)}
          onConfirm={() =>
            markPaid.mutate({ period, paidOn }, { ...onDone, onSettled: () => setConfirmingPaid(false) })
          }
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="run-reason">Reason for reopening</Label>
          <Input
            id="run-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoComplete="off"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          loading={reopen.isPending}
          onClick={() => setConfirmingReopen(true)}
        >
          Reopen
        </Button>
        <ConfirmDialog
          open={confirmingReopen}
          title="Reopen this payroll month?"
          description={`This will unlock ${payrollRunPeriod(period).label}: its attendance, leave and salaries can change again. Amounts and paid statuses stay until the month is generated again, which locks it again. The reason goes to the audit log.`}
          confirmLabel="Reopen"
          pending={reopen.isPending}
          onCancel={() => setConfirmingReopen(false)}
          onConfirm={() =>
            reopen.mutate(
              { period, reason },
              {
                ...onDone,
                onSuccess: (a) => (setReason(''), onDone.onSuccess(a)),
                onSettled: () => setConfirmingReopen(false),
              },
            )
          }
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
