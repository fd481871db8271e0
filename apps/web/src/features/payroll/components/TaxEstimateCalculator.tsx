import { useState, type FormEvent } from 'react';
import { Calculator } from 'lucide-react';
import { PAYROLL_SETTINGS_MESSAGES as M, TAX_REGIMES, type TaxRegime } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { formatRupees } from '../../../lib/format';
import { useTaxEstimate } from '../api/payroll-settings';
import { REGIME_LABELS } from './profile/labels';

const ESTIMATE_FAILED = 'Could not estimate the tax.';

/** The income-tax estimate for an annual salary income (GET /api/payroll/tax-estimate), for anyone. */
export function TaxEstimateCalculator() {
  const [text, setText] = useState('');
  const [regime, setRegime] = useState<TaxRegime>('new');
  const [asked, setAsked] = useState<{ income: number; regime: TaxRegime } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const estimate = useTaxEstimate(asked?.income ?? null, asked?.regime ?? 'new');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const income = Number(text);
    const ok = text.trim() !== '' && Number.isFinite(income) && income >= 0;
    setInvalid(!ok);
    if (ok) setAsked({ income: Math.round(income * 100) / 100, regime });
  };

  const rows: [string, number][] = estimate.data
    ? [
        ['Taxable income', estimate.data.taxableIncome],
        ['Tax on slabs', estimate.data.slabTax],
        ['Rebate (section 87A)', estimate.data.rebate],
        ['Marginal relief', estimate.data.marginalRelief],
        ['Health and education cess (4%)', estimate.data.cess],
      ]
    : [];
  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="tax-income">Annual salary income (₹)</Label>
          <Input
            id="tax-income"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">Regime</legend>
          <div className="flex h-10 items-center gap-3">
            {TAX_REGIMES.map((value) => (
              <label key={value} className="flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name="tax-regime"
                  className="size-4 accent-primary"
                  checked={regime === value}
                  onChange={() => setRegime(value)}
                />
                {REGIME_LABELS[value].replace(' (default)', '')}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="outline">
          <Calculator className="size-4" aria-hidden="true" />
          Estimate
        </Button>
      </form>
      {invalid ? (
        <p role="alert" className="text-sm text-destructive">
          {M.income}
        </p>
      ) : estimate.isFetching && !estimate.data ? (
        <Spinner label="Estimating tax" />
      ) : estimate.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {ESTIMATE_FAILED} {estimate.error.message}
        </p>
      ) : estimate.data ? (
        <dl aria-label="Tax estimate" className="grid max-w-md gap-1 text-sm">
          {rows.map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{formatRupees(amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t pt-1 font-semibold">
            <dt>Total tax for the year</dt>
            <dd className="tabular-nums">{formatRupees(estimate.data.totalTax)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          An estimate under the current financial year&apos;s slabs, with the standard deduction; not advice.
        </p>
      )}
    </div>
  );
}
