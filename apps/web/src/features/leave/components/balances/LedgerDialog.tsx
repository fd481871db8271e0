import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { LedgerKind } from '@hrms/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Label } from '../../../../components/ui/label';
import { renderListState } from '../../../../components/ui/list-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateDMY } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n/app';
import { toDigits } from '../../../../lib/i18n/format';
import { useOrgToday } from '../../../../lib/org-clock';
import { useLeaveLedger } from '../../api/balances';
import { useLeavePolicies } from '../../api/policies';
import { NativeSelect } from '../../../../components/ui/native-select';
import { leaveYearOf } from '../leave-days';
import { leaveYearText, signedDaysText, typeText } from '../leave-text';

const KIND_KEYS = {
  opening: 'ledgerKind.opening',
  accrual: 'ledgerKind.accrual',
  carry_forward: 'ledgerKind.carryForward',
  lapse: 'ledgerKind.lapse',
  taken: 'ledgerKind.taken',
  reversed: 'ledgerKind.reversed',
  adjustment: 'ledgerKind.adjustment',
} as const satisfies Record<LedgerKind, string>;

interface LedgerDialogProps {
  personId: string;
  personName: string | undefined;
  open: boolean;
  onClose: () => void;
}

/** GET /api/employees/{id}/leave-ledger?year=: every change to the balances of a leave year, oldest first. */
export function LedgerDialog({ personId, personName, open, onClose }: LedgerDialogProps) {
  const { t, digits } = useT();
  const today = useOrgToday();
  const yearStartMonth = useLeavePolicies().data?.yearStartMonth ?? 1;
  const current = leaveYearOf(today, yearStartMonth);
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? current;
  const query = useLeaveLedger(personId, year, open);
  const state = renderListState({
    query,
    loading: t('ledger.loading'),
    empty: t('ledger.empty'),
    isEmpty: query.data?.length === 0,
    icon: ScrollText,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('ledger.title')}</DialogTitle>
          <DialogDescription>
            {personName ? t('ledger.descriptionOf', { name: personName }) : t('ledger.descriptionOwn')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="ledger-year">{t('ledger.year')}</Label>
          <NativeSelect
            id="ledger-year"
            className="w-auto"
            value={year}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {[current, current - 1, current - 2].map((option) => (
              <option key={option} value={option}>
                {leaveYearText(option, yearStartMonth)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="max-h-[60vh] overflow-auto">
          {state ?? (
            <Table aria-label={t('ledger.title')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('ledger.date')}</TableHead>
                  <TableHead>{t('ledger.change')}</TableHead>
                  <TableHead className="text-right">{t('ledger.days')}</TableHead>
                  <TableHead>{t('ledger.reason')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {query.data?.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      {toDigits(formatDateDMY(entry.date), digits)}
                    </TableCell>
                    <TableCell>
                      {t(KIND_KEYS[entry.kind])}
                      <span className="block text-xs text-muted-foreground">{typeText(entry.type)}</span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{signedDaysText(entry.days)}</TableCell>
                    <TableCell className="max-w-64 min-w-28 break-words">
                      {entry.reason ?? '--'}
                      {entry.createdByName ? (
                        <span className="block text-xs text-muted-foreground">
                          {t('ledger.by', { name: entry.createdByName })}
                        </span>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
