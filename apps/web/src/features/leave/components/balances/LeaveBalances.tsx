import { useState } from 'react';
import { Scale, ScrollText, WalletCards } from 'lucide-react';
import type { LeaveBalance } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { renderListState } from '../../../../components/ui/list-state';
import { useLeaveBalances } from '../../api/balances';
import { balanceHeadline, formatDays } from '../leave-days';
import { AdjustBalanceDialog } from './AdjustBalanceDialog';
import { LedgerDialog } from './LedgerDialog';

interface LeaveBalancesProps {
  personId: string;
  /** Whose balances, for the dialogs' titles ('your' when left out). */
  personName?: string;
  /** HR and Admin adjust a person's balance with a reason. */
  canAdjust?: boolean;
}

function Figure({ label, days }: { label: string; days: number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{days}</dd>
    </div>
  );
}

function BalanceCard({ balance }: { balance: LeaveBalance }) {
  const own = balance.countsAgainst === null;
  // A monthly limit heads the card with this month's count; the figures below stay the leave year's.
  const monthly = balance.monthMax !== null;
  return (
    <section
      aria-label={`${balance.type} balance`}
      className="grid content-start gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <h3 className="text-sm font-medium text-muted-foreground">{balance.type}</h3>
      <p className="text-lg font-semibold tabular-nums" data-testid="balance-headline">
        {balanceHeadline(balance)}
      </p>
      {/* A type taking from another repeats that balance's figures: the note below says whose they are. */}
      {own ? (
        <dl className="grid gap-0.5 text-xs">
          {!balance.unlimited ? (
            <>
              {balance.opening ? <Figure label="Opening" days={balance.opening} /> : null}
              <Figure label="Accrued" days={balance.accrued} />
            </>
          ) : null}
          <Figure label={monthly ? 'Taken this year' : 'Taken'} days={balance.taken} />
          <Figure label={monthly ? 'Pending this year' : 'Pending'} days={balance.pending} />
          {!balance.unlimited ? <Figure label="Lapsed" days={balance.lapsed} /> : null}
          {balance.adjusted ? <Figure label="Adjusted" days={balance.adjusted} /> : null}
        </dl>
      ) : null}
      {own && balance.unpaid > 0 ? (
        <p className="text-xs font-medium text-[oklch(0.47_0.19_27)]">
          {formatDays(balance.unpaid)} unpaid (loss of pay)
        </p>
      ) : null}
      {!own ? (
        <p className="text-xs text-muted-foreground">Taken from the {balance.countsAgainst} balance.</p>
      ) : null}
    </section>
  );
}

/**
 * A person's leave balances for the current leave year, one card per type (available, accrued, taken,
 * pending, lapsed; 'Unlimited' without a quota; Short Leave's monthly count), the ledger, and for HR and
 * Admin an adjustment with a reason.
 */
export function LeaveBalances({ personId, personName, canAdjust = false }: LeaveBalancesProps) {
  const query = useLeaveBalances(personId);
  const [dialog, setDialog] = useState<'ledger' | 'adjust' | null>(null);
  const state = renderListState({
    query,
    loading: 'Loading leave balances',
    empty: 'No leave balances yet.',
    isEmpty: query.data?.length === 0,
    icon: WalletCards,
    rows: 2,
  });

  return (
    <div className="grid gap-3">
      {state ?? (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
          {query.data?.map((balance) => (
            <BalanceCard key={balance.type} balance={balance} />
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setDialog('ledger')}>
          <ScrollText className="size-4" aria-hidden="true" />
          View ledger
        </Button>
        {canAdjust ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('adjust')}>
            <Scale className="size-4" aria-hidden="true" />
            Adjust balance
          </Button>
        ) : null}
      </div>
      <LedgerDialog
        personId={personId}
        personName={personName}
        open={dialog === 'ledger'}
        onClose={() => setDialog(null)}
      />
      {canAdjust ? (
        <AdjustBalanceDialog
          personId={personId}
          personName={personName ?? 'this person'}
          balances={query.data ?? []}
          open={dialog === 'adjust'}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
