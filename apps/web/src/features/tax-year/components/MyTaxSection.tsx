import { useEffect, useState } from 'react';
import { Receipt } from 'lucide-react';
import { formatRupees, type TaxRegime, type TaxSectionCode, type TaxYearView } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { useChooseRegime, useDeclare } from '../api/mutations';
import { useMyTaxYear } from '../api/queries';
import { DeclarationLines } from './DeclarationLines';

const REGIME_NAMES: Record<TaxRegime, string> = { new: 'New regime', old: 'Old regime' };

function RegimeCard({ view }: { view: TaxYearView }) {
  const choose = useChooseRegime();
  const pick = (regime: TaxRegime) =>
    choose.mutate(
      { year: view.year, regime },
      {
        onSuccess: () => toast.success(`${REGIME_NAMES[regime]} chosen for ${view.label}.`),
        onError: (error) => toast.error(error.message),
      },
    );
  const locked = view.regimeSource === 'staff';
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Your regime for tax year {view.label}:{' '}
        <strong data-testid="tax-regime">{REGIME_NAMES[view.regime]}</strong>
        {locked && view.regimeReason ? ` (set by HR: ${view.regimeReason})` : ''}
      </p>
      <table className="w-full max-w-md text-sm" aria-label="Projected tax under both regimes">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-medium">On {formatRupees(view.projectedIncome)} a year</th>
            <th className="py-1 text-right font-medium">Deductions</th>
            <th className="py-1 text-right font-medium">Tax</th>
          </tr>
        </thead>
        <tbody>
          {(['new', 'old'] as const).map((regime) => (
            <tr key={regime} className="border-t">
              <td className="py-1">{REGIME_NAMES[regime]}</td>
              <td className="py-1 text-right">{formatRupees(view.comparison[regime].deductions)}</td>
              <td className="py-1 text-right" data-testid={`tax-${regime}`}>
                {formatRupees(view.comparison[regime].totalTax)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.window.regimeOpen && !locked ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Choose your regime">
          {(['new', 'old'] as const).map((regime) => (
            <Button
              key={regime}
              size="sm"
              variant={view.regime === regime ? 'default' : 'outline'}
              aria-pressed={view.regime === regime}
              disabled={choose.isPending}
              onClick={() => pick(regime)}
            >
              Choose {REGIME_NAMES[regime].toLowerCase()}
            </Button>
          ))}
          <span className="self-center text-xs text-muted-foreground">
            Open until {view.window.regimeUntil}
          </span>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          {locked
            ? 'HR has set your regime for this year.'
            : 'The regime choice is closed; HR can change it.'}
        </p>
      )}
    </div>
  );
}

function DeclarationForm({ view }: { view: TaxYearView }) {
  const declare = useDeclare();
  const declaredOf = () =>
    Object.fromEntries(view.lines.map((line) => [line.section, String(line.declared)])) as Record<
      string,
      string
    >;
  const [amounts, setAmounts] = useState<Record<string, string>>(declaredOf);
  useEffect(() => setAmounts(declaredOf()), [view]); // eslint-disable-line react-hooks/exhaustive-deps
  const locked = new Set(view.lines.filter((line) => line.status !== 'declared').map((line) => line.section));
  const submit = () => {
    const lines = Object.entries(amounts)
      .filter(([, value]) => value.trim() !== '')
      .map(([section, value]) => ({ section: section as TaxSectionCode, amount: Number(value) }));
    declare.mutate(
      { year: view.year, lines },
      {
        onSuccess: () => toast.success('Declarations saved.'),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <form
      className="grid gap-3"
      aria-label="Declarations"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {view.sections.map((section) => {
        const id = `declare-${section.section}`;
        return (
          <div key={section.section} className="grid gap-1 sm:grid-cols-[1fr_12rem] sm:items-center">
            <Label htmlFor={id} className="grid gap-0.5">
              <span>{section.label}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {section.act2025} (was {section.act1961})
                {section.limit === null ? ', no limit' : `, up to ${formatRupees(section.limit)}`}
              </span>
            </Label>
            <Input
              id={id}
              inputMode="decimal"
              value={amounts[section.section] ?? ''}
              disabled={locked.has(section.section)}
              onChange={(event) => setAmounts({ ...amounts, [section.section]: event.target.value })}
            />
          </div>
        );
      })}
      <div>
        <Button type="submit" disabled={declare.isPending}>
          Save declarations
        </Button>
      </div>
    </form>
  );
}

/** The person's own tax year (issue 44): regime, comparison, declarations and their verification. */
export function MyTaxSection() {
  const query = useMyTaxYear();
  const view = query.data;
  return (
    <SectionCard
      title="My Tax"
      description={`Your regime, your declarations and the tax they lead to${view ? ` (tax year ${view.label})` : ''}.`}
    >
      {renderListState({
        query,
        loading: 'Loading your tax year',
        empty: '',
        icon: Receipt,
      }) ??
        (view ? (
          <div className="grid gap-6">
            <RegimeCard view={view} />
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">Old-regime declarations</h3>
              <p className="text-xs text-muted-foreground">
                They count only in the old regime: as declared until{' '}
                {view.window.proofsFrom ?? 'the proof date'}, then as HR verifies them.
              </p>
              <DeclarationForm view={view} />
              <DeclarationLines view={view} />
            </div>
          </div>
        ) : null)}
    </SectionCard>
  );
}
