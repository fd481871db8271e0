import { useId, useState, type FormEvent } from 'react';
import { INSTALMENTS_MAX } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';

export interface AdvanceDraft {
  amount: number;
  instalments: number;
  reason: string;
  disbursal?: 'payroll' | 'separate';
}

/**
 * Amount, instalments and reason: a person's request ('Request advance'), or HR's loan for someone, which also
 * says how it is paid. The server checks the figures; its message is shown as it comes.
 */
export function AdvanceForm({
  label,
  submitText,
  withDisbursal = false,
  pending,
  onSubmit,
}: {
  label: string;
  submitText: string;
  withDisbursal?: boolean;
  pending: boolean;
  onSubmit: (draft: AdvanceDraft, reset: () => void) => void;
}) {
  const { t, digits } = useT();
  const range = { min: toDigits('1', digits), max: toDigits(String(INSTALMENTS_MAX), digits) };
  const [amount, setAmount] = useState('');
  const [instalments, setInstalments] = useState('1');
  const [reason, setReason] = useState('');
  const [disbursal, setDisbursal] = useState<'payroll' | 'separate'>('payroll');
  // The label names the form in the person's language (Devanagari is not \w): the ids come from React.
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const reset = () => {
    setAmount('');
    setInstalments('1');
    setReason('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(
      {
        amount: Number(amount),
        instalments: Number(instalments),
        reason,
        ...(withDisbursal ? { disbursal } : {}),
      },
      reset,
    );
  };
  return (
    <form className="grid gap-2 sm:grid-cols-2" onSubmit={submit} aria-label={label}>
      <div className="grid gap-1">
        <Label htmlFor={id('amount')}>{t('money.amount')}</Label>
        <Input
          id={id('amount')}
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={id('instalments')}>{t('adv.instalments', range)}</Label>
        <Input
          id={id('instalments')}
          inputMode="numeric"
          required
          value={instalments}
          onChange={(e) => setInstalments(e.target.value)}
        />
      </div>
      <div className="grid gap-1 sm:col-span-2">
        <Label htmlFor={id('reason')}>{t('money.reason')}</Label>
        <Input
          id={id('reason')}
          required
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {withDisbursal ? (
        <div className="grid gap-1 sm:col-span-2">
          <Label htmlFor={id('disbursal')}>{t('adv.paid')}</Label>
          <NativeSelect
            id={id('disbursal')}
            value={disbursal}
            onChange={(e) => setDisbursal(e.target.value as 'payroll' | 'separate')}
          >
            <option value="payroll">{t('adv.withPayroll')}</option>
            <option value="separate">{t('adv.separately')}</option>
          </NativeSelect>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground sm:col-span-2">{t('adv.instalmentsHint', range)}</p>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {submitText}
      </Button>
    </form>
  );
}
