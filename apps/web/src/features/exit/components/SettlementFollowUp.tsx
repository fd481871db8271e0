import { useState, type FormEvent } from 'react';
import { MONTH_NAMES, type Settlement } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { formatDateDMY } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdjustmentStatement, useMarkSettlementPaid, usePayWithRun } from '../api/mutations';
import { DateField, failed, ReasonField } from './ExitForms';

/**
 * After finalisation (issue 43): the statement is paid on its own date (HR records the date and the reference)
 * or with the payroll run of the exit month or the next (its slip carries the statement, and it reads as paid
 * once that slip is marked paid), and changes only through a new, explained adjustment statement.
 */
export function SettlementFollowUp({ settlement }: { settlement: Settlement }) {
  const runs = runMonths(settlement.lastWorkingDay);
  return (
    <div className="grid gap-4">
      {settlement.paidOn ? (
        <p className="text-sm">
          Paid on {formatDateDMY(settlement.paidOn)}, reference {settlement.paymentReference}.
        </p>
      ) : settlement.payWithRun ? (
        <p className="text-sm">
          To be paid with the payroll run of {settlement.payWithRun}: that month’s salary slip carries this
          statement, and it is marked paid when the slip is.
        </p>
      ) : (
        <>
          {settlement.kind === 'Final' && settlement.net >= 0 ? (
            <PayWithRunForm exitId={settlement.exitId} months={runs} />
          ) : null}
          <MarkPaidForm exitId={settlement.exitId} />
        </>
      )}
      <AdjustmentStatementForm exitId={settlement.exitId} />
    </div>
  );
}

/** The runs a statement may ride: the exit month's, and the next one's in the same tax year ('November 2026'). */
function runMonths(lastWorkingDay: string): string[] {
  const year = Number(lastWorkingDay.slice(0, 4));
  const month = Number(lastWorkingDay.slice(5, 7));
  const label = (y: number, m: number) => `${MONTH_NAMES[m - 1]} ${y}`;
  if (month === 3) return [label(year, 3)];
  return [label(year, month), month === 12 ? label(year + 1, 1) : label(year, month + 1)];
}

function PayWithRunForm({ exitId, months }: { exitId: string; months: string[] }) {
  const pay = usePayWithRun();
  const [month, setMonth] = useState(months[0]!);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate(
      { id: exitId, body: { month } },
      {
        onSuccess: () => toast.success(`The settlement will be paid with the run of ${month}.`),
        onError: failed,
      },
    );
  };
  return (
    <form className="grid gap-2 sm:grid-cols-3 sm:items-end" onSubmit={submit} aria-label="Pay with the run">
      <div className="grid gap-1.5">
        <Label htmlFor="settlement-run">Pay with the run of</Label>
        <NativeSelect id="settlement-run" value={month} onChange={(e) => setMonth(e.target.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Button type="submit" variant="outline" loading={pay.isPending}>
          Pay with the run
        </Button>
      </div>
    </form>
  );
}

function MarkPaidForm({ exitId }: { exitId: string }) {
  const paid = useMarkSettlementPaid();
  const [paidOn, setPaidOn] = useState('');
  const [reference, setReference] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    paid.mutate(
      { id: exitId, body: { paidOn, reference } },
      { onSuccess: () => toast.success('Settlement marked paid.'), onError: failed },
    );
  };
  return (
    <form className="grid gap-2 sm:grid-cols-3 sm:items-end" onSubmit={submit} aria-label="Mark paid">
      <DateField id="settlement-paid-on" label="Paid on" value={paidOn} onChange={setPaidOn} />
      <div className="grid gap-1.5">
        <Label htmlFor="settlement-reference">Payment reference</Label>
        <Input
          id="settlement-reference"
          required
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      <div>
        <Button type="submit" variant="outline" loading={paid.isPending}>
          Mark paid
        </Button>
      </div>
    </form>
  );
}

function AdjustmentStatementForm({ exitId }: { exitId: string }) {
  const create = useAdjustmentStatement();
  const [explanation, setExplanation] = useState('');
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { id: exitId, body: { explanation, adjustments: [{ name, amount: Number(amount), reason }] } },
      { onSuccess: () => toast.success('Adjustment statement drawn up: finalise it next.'), onError: failed },
    );
  };
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer text-sm font-medium">New adjustment statement</summary>
      <form className="mt-3 grid gap-2" onSubmit={submit} aria-label="New adjustment statement">
        <ReasonField
          id="adjustment-explanation"
          label="Why the finalised settlement is adjusted"
          value={explanation}
          onChange={setExplanation}
        />
        <div className="grid gap-2 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="adjustment-name">What</Label>
            <Input id="adjustment-name" required value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="adjustment-amount">Amount (₹, negative to recover)</Label>
            <Input
              id="adjustment-amount"
              required
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="adjustment-reason">Reason</Label>
            <Input
              id="adjustment-reason"
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        </div>
        <div>
          <Button type="submit" variant="outline" loading={create.isPending}>
            Draw up the adjustment statement
          </Button>
        </div>
      </form>
    </details>
  );
}
