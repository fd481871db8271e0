import { useState, type FormEvent } from 'react';
import {
  LEAVE_POLICY_MESSAGES,
  LEAVE_REASON_MAX,
  leaveAdjustmentBodySchema,
  type LeaveBalance,
} from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../lib/toast';
import { useAdjustBalance } from '../../api/adjust-balance';
import { NativeSelect } from '../../../../components/ui/native-select';

interface AdjustBalanceDialogProps {
  personId: string;
  personName: string;
  balances: readonly LeaveBalance[];
  open: boolean;
  onClose: () => void;
}

const EMPTY = { type: '', days: '', reason: '' };

/** HR and Admin: add (positive) or remove (negative) days of a type with a quota, with a reason (audited). */
export function AdjustBalanceDialog({
  personId,
  personName,
  balances,
  open,
  onClose,
}: AdjustBalanceDialogProps) {
  const adjust = useAdjustBalance(personId);
  const [values, setValues] = useState(EMPTY);
  // Only a type with its own quota keeps a balance to adjust.
  const types = balances.filter((balance) => !balance.unlimited && balance.countsAgainst === null);
  const type = values.type || types[0]?.type || '';

  const close = () => {
    setValues(EMPTY);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leaveAdjustmentBodySchema.safeParse({
      type,
      days: values.days.trim() === '' ? Number.NaN : Number(values.days),
      reason: values.reason,
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? LEAVE_POLICY_MESSAGES.adjustmentDays);
      return;
    }
    adjust.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(LEAVE_POLICY_MESSAGES.adjusted);
        close();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next || adjust.isPending ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust leave balance</DialogTitle>
          <DialogDescription>
            Add or remove days of {personName}&apos;s balance. The reason is kept in the ledger and the audit
            log.
          </DialogDescription>
        </DialogHeader>
        {types.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No leave type has a quota, so there is no balance to adjust. An Admin sets quotas under Leave
            Policies.
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="adjust-type">Leave type</Label>
              <NativeSelect
                id="adjust-type"
                value={type}
                disabled={adjust.isPending}
                onChange={(event) => setValues({ ...values, type: event.target.value })}
              >
                {types.map((balance) => (
                  <option key={balance.type} value={balance.type}>
                    {balance.type}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="adjust-days">Days</Label>
              <Input
                id="adjust-days"
                inputMode="decimal"
                aria-describedby="adjust-days-help"
                value={values.days}
                disabled={adjust.isPending}
                onChange={(event) => setValues({ ...values, days: event.target.value })}
              />
              <p id="adjust-days-help" className="text-xs text-muted-foreground">
                Positive adds days, negative removes them (for example 2 or -0.5).
              </p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="adjust-reason">Reason</Label>
              <Textarea
                id="adjust-reason"
                maxLength={LEAVE_REASON_MAX}
                value={values.reason}
                disabled={adjust.isPending}
                onChange={(event) => setValues({ ...values, reason: event.target.value })}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={adjust.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={adjust.isPending}>
                Save adjustment
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
