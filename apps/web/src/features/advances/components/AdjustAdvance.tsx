import { useState, type FormEvent } from 'react';
import { ADJUST_ACTIONS, ADVANCE_MESSAGES as M, type Advance } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/toast';
import { useAdjustAdvance, useMarkAdvancePaid } from '../api/advances';

type AdjustAction = (typeof ADJUST_ACTIONS)[number];
const ACTION_LABEL: Record<AdjustAction, string> = {
  pause: 'Pause a month',
  reschedule: 'Reschedule',
  waive: 'Waive what is left',
};

/** HR's changes to an approved advance: mark a separate payment paid; pause, reschedule or waive with a reason. */
export function AdjustAdvance({ advance, today }: { advance: Advance; today: string }) {
  const adjust = useAdjustAdvance();
  const markPaid = useMarkAdvancePaid();
  const [action, setAction] = useState<AdjustAction>('pause');
  const [months, setMonths] = useState('');
  const [reason, setReason] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const id = (field: string) => `adjust-${advance.id}-${field}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate(
      {
        id: advance.id,
        body: { action, reason, ...(action === 'reschedule' ? { instalments: Number(months) } : {}) },
      },
      {
        onSuccess: () => {
          toast.success(M.adjusted);
          setReason('');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  const awaitingPayment = advance.disbursal === 'separate' && !advance.paidOn;
  return (
    <div className="grid gap-3 border-t pt-2">
      {awaitingPayment ? (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label="Mark paid"
          onSubmit={(event) => {
            event.preventDefault();
            markPaid.mutate(
              { id: advance.id, paidOn },
              {
                onSuccess: () => toast.success(M.paid),
                onError: (error) => toast.error(error.message),
              },
            );
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={id('paid-on')}>Payment date</Label>
            <Input
              id={id('paid-on')}
              type="date"
              value={paidOn}
              onChange={(e) => setPaidOn(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={markPaid.isPending}>
            Mark paid
          </Button>
        </form>
      ) : null}
      {advance.outstanding > 0 && !awaitingPayment ? (
        <form className="grid gap-2 sm:grid-cols-3" aria-label="Change instalments" onSubmit={submit}>
          <div className="grid gap-1">
            <Label htmlFor={id('action')}>Change</Label>
            <NativeSelect
              id={id('action')}
              value={action}
              onChange={(e) => setAction(e.target.value as AdjustAction)}
            >
              {ADJUST_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {ACTION_LABEL[a]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {action === 'reschedule' ? (
            <div className="grid gap-1">
              <Label htmlFor={id('months')}>Over how many months</Label>
              <Input
                id={id('months')}
                inputMode="numeric"
                value={months}
                onChange={(e) => setMonths(e.target.value)}
              />
            </div>
          ) : null}
          <div className="grid gap-1">
            <Label htmlFor={id('reason')}>Reason for the change</Label>
            <Input id={id('reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <Button
            type="submit"
            className="justify-self-start self-end"
            disabled={adjust.isPending || reason.trim() === ''}
          >
            Change instalments
          </Button>
        </form>
      ) : null}
    </div>
  );
}
