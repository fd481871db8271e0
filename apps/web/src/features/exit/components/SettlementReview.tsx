import { useState } from 'react';
import type { Settlement } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateDMY, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { downloadSettlement, useAdjustSettlement, useFinaliseSettlement } from '../api/mutations';
import { useSettlement } from '../api/queries';
import { SettlementFollowUp } from './SettlementFollowUp';

const failed = (error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong.');

/** The statement's lines, each with its rule; the net. */
export function SettlementLines({ settlement }: { settlement: Settlement }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        Last working day {formatDateDMY(settlement.lastWorkingDay)} · due by {formatDateDMY(settlement.dueOn)}{' '}
        <Badge variant={settlement.status === 'Finalised' ? 'default' : 'secondary'}>
          {settlement.status}
        </Badge>
      </p>
      <ul className="divide-y rounded-md border" aria-label="Settlement lines">
        {settlement.lines.map((line, index) => (
          <li key={`${line.code}-${index}`} className="flex flex-wrap items-start justify-between gap-2 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-xs break-words text-muted-foreground">{line.rule}</p>
            </div>
            <p className="tabular-nums">{formatRupees(line.amount)}</p>
          </li>
        ))}
        <li className="flex justify-between p-3 font-semibold">
          <span>{settlement.net < 0 ? 'Net recoverable' : 'Net payable'}</span>
          <span className="tabular-nums">{formatRupees(settlement.net)}</span>
        </li>
      </ul>
      <div>
        <Button variant="outline" onClick={() => void downloadSettlement(settlement.exitId).catch(failed)}>
          Download statement
        </Button>
      </div>
    </div>
  );
}

/** HR and Admin: the draft, an explained adjustment line, then Finalise (locked). */
export function SettlementReview({ exitId }: { exitId: string }) {
  const query = useSettlement(exitId);
  const adjust = useAdjustSettlement();
  const finalise = useFinaliseSettlement();
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (query.isPending) return <Spinner label="Computing the settlement" />;
  if (query.isError)
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>{query.error.message || 'Could not load the settlement.'}</p>
        <div>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  const settlement = query.data;
  const draft = settlement.status === 'Draft';
  // An adjustment statement (after the first was finalised) carries its own lines: finalised as drawn up.
  const adjustment = settlement.kind === 'Adjustment';
  const addAdjustment = () =>
    adjust.mutate(
      {
        id: exitId,
        body: { adjustments: [...settlement.adjustments, { name, amount: Number(amount), reason }] },
      },
      {
        onSuccess: () => {
          setName('');
          setAmount('');
          setReason('');
        },
        onError: failed,
      },
    );
  return (
    <div className="grid gap-4">
      <h3 className="text-base font-semibold">
        {adjustment ? 'Adjustment statement' : 'Full and final settlement'}
      </h3>
      {adjustment && settlement.explanation ? (
        <p className="text-sm break-words">{settlement.explanation}</p>
      ) : null}
      <SettlementLines settlement={settlement} />
      {draft ? (
        <>
          {adjustment ? null : (
            <fieldset className="grid gap-2 sm:grid-cols-3">
              <legend className="mb-1 text-sm font-medium">
                Add an adjustment (negative for a recovery)
              </legend>
              <div className="grid gap-1.5">
                <Label htmlFor="adj-name">What</Label>
                <Input id="adj-name" value={name} onChange={(e) => setName(e.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="adj-amount">Amount (₹)</Label>
                <Input
                  id="adj-amount"
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="adj-reason">Reason</Label>
                <Input id="adj-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
            </fieldset>
          )}
          <div className="flex flex-wrap gap-2">
            {adjustment ? null : (
              <Button
                variant="outline"
                loading={adjust.isPending}
                disabled={!name || !amount || !reason}
                onClick={addAdjustment}
              >
                Add adjustment
              </Button>
            )}
            <Button
              loading={finalise.isPending}
              onClick={() =>
                finalise.mutate(exitId, {
                  onSuccess: () => toast.success('Settlement finalised.'),
                  onError: failed,
                })
              }
            >
              Finalise settlement
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Finalised{settlement.finalisedByName ? ` by ${settlement.finalisedByName}` : ''}: it no longer
            changes; a correction is a new adjustment statement.
          </p>
          <SettlementFollowUp settlement={settlement} />
        </>
      )}
    </div>
  );
}
