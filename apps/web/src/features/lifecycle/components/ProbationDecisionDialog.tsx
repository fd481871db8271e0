import { useState, type FormEvent } from 'react';
import { EXTENSION_MONTHS_MAX, formatDateDMY, LIFECYCLE_MESSAGES, type Probation } from '@hrms/shared';
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
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useConfirmProbation, useExtendProbation } from '../api/mutations';
import { failed } from './failed';

/** Confirm (the letter is issued) or extend (months and a reason) one person's probation. */
export function ProbationDecisionDialog({
  probation,
  mode,
  onClose,
}: {
  probation: Probation;
  mode: 'confirm' | 'extend';
  onClose: () => void;
}) {
  const confirm = useConfirmProbation();
  const extend = useExtendProbation();
  const [months, setMonths] = useState('1');
  const [reason, setReason] = useState('');
  const pending = confirm.isPending || extend.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'confirm')
      confirm.mutate(probation.personId, {
        onSuccess: () => {
          toast.success(LIFECYCLE_MESSAGES.confirmed);
          onClose();
        },
        onError: failed,
      });
    else
      extend.mutate(
        { id: probation.personId, body: { months: Number(months), reason } },
        {
          onSuccess: () => {
            toast.success(LIFECYCLE_MESSAGES.extended);
            onClose();
          },
          onError: failed,
        },
      );
  };

  return (
    <Dialog open onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {mode === 'confirm' ? `Confirm ${probation.name}` : `Extend ${probation.name}'s probation`}
            </DialogTitle>
            <DialogDescription>
              {probation.endsOn ? `Probation ends on ${formatDateDMY(probation.endsOn)}. ` : ''}
              {mode === 'confirm'
                ? 'Confirmed from today; the confirmation letter goes into their documents.'
                : 'The end moves this many months later; the reason is kept in the audit log.'}
            </DialogDescription>
          </DialogHeader>
          {mode === 'extend' ? (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor="extend-months">Months</Label>
                <Input
                  id="extend-months"
                  type="number"
                  min={1}
                  max={EXTENSION_MONTHS_MAX}
                  required
                  value={months}
                  onChange={(e) => setMonths(e.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="extend-reason">Reason</Label>
                <Textarea
                  id="extend-reason"
                  required
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              </div>
            </>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {mode === 'confirm' ? 'Confirm' : 'Extend'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
