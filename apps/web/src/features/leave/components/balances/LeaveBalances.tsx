import { useState } from 'react';
import { Scale, ScrollText, WalletCards } from 'lucide-react';
import type { LeaveBalance } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { renderListState } from '../../../../components/ui/list-state';
import { useLeaveBalances } from '../../api/balances';
import { useT } from '../../../../lib/i18n/app';
import { balanceHeadlineText, daysText, numberText, typeText } from '../leave-text';
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
      <dd className="tabular-nums">{numberText(days)}</dd>
    </div>
  );
}

function BalanceCard({ balance }: { balance: LeaveBalance }) {
  const { t } = useT();
  const type = typeText(balance.type);
  const own = balance.countsAgainst === null;
  // A monthly limit heads the card with this month's count; the figures below stay the leave year's.
  const monthly = balance.monthMax !== null;
  return (
    <section
      aria-label={t('bal.label', { type })}
      className="grid content-start gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <h3 className="text-sm font-medium text-muted-foreground">{type}</h3>
      <p className="text-lg font-semibold tabular-nums" data-testid="balance-headline">
        {balanceHeadlineText(balance)}
      </p>
      {/* A type taking from another repeats that balance's figures: the note below says whose they are. */}
      {own ? (
        <dl className="grid gap-0.5 text-xs">
          {!balance.unlimited ? (
            <>
              {balance.opening ? <Figure label={t('bal.opening')} days={balance.opening} /> : null}
              <Figure label={t('bal.accrued')} days={balance.accrued} />
            </>
          ) : null}
          <Figure label={t(monthly ? 'bal.takenYear' : 'bal.taken')} days={balance.taken} />
          <Figure label={t(monthly ? 'bal.pendingYear' : 'bal.pending')} days={balance.pending} />
          {!balance.unlimited ? <Figure label={t('bal.lapsed')} days={balance.lapsed} /> : null}
          {balance.adjusted ? <Figure label={t('bal.adjusted')} days={balance.adjusted} /> : null}
        </dl>
      ) : null}
      {own && balance.unpaid > 0 ? (
        <p className="text-xs font-medium text-[oklch(0.47_0.19_27)]">
          {t('bal.unpaid', { days: daysText(balance.unpaid) })}
        </p>
      ) : null}
      {!own ? (
        <p className="text-xs text-muted-foreground">
          {t('bal.takenFrom', { type: typeText(balance.countsAgainst ?? '') })}
        </p>
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
  const { t } = useT();
  const query = useLeaveBalances(personId);
  const [dialog, setDialog] = useState<'ledger' | 'adjust' | null>(null);
  const state = renderListState({
    query,
    loading: t('bal.loading'),
    empty: t('bal.empty'),
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
          {t('bal.viewLedger')}
        </Button>
        {canAdjust ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('adjust')}>
            <Scale className="size-4" aria-hidden="true" />
            {t('bal.adjust')}
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
