import { useEffect, useState } from 'react';
import { Receipt } from 'lucide-react';
import { formatRupees, type TaxRegime, type TaxSectionCode, type TaxYearView } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { SectionCard } from '../../../components/ui/section-card';
import { translate, useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import { toast } from '../../../lib/toast';
import { useChooseRegime, useDeclare } from '../api/mutations';
import { useMyTaxYear } from '../api/queries';
import { DeclarationLines } from './DeclarationLines';
import { sectionName } from './section-name';

function RegimeCard({ view }: { view: TaxYearView }) {
  const { t, digits } = useT();
  const money = (rupees: number) => toDigits(formatRupees(rupees), digits);
  const year = toDigits(view.label, digits);
  const choose = useChooseRegime();
  const pick = (regime: TaxRegime) =>
    choose.mutate(
      { year: view.year, regime },
      {
        onSuccess: () => toast.success(translate(`tax.regimeChosen.${regime}`, { year })),
        onError: (error) => toast.error(error.message),
      },
    );
  const locked = view.regimeSource === 'staff';
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {t('tax.yourRegime', { year })}{' '}
        <strong data-testid="tax-regime">{t(`tax.regime.${view.regime}`)}</strong>
        {locked && view.regimeReason ? ` ${t('tax.setByHrBecause', { reason: view.regimeReason })}` : ''}
      </p>
      <table className="w-full max-w-md text-sm" aria-label={t('tax.comparison')}>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-medium">{t('tax.onIncome', { amount: money(view.projectedIncome) })}</th>
            <th className="py-1 text-right font-medium">{t('tax.deductions')}</th>
            <th className="py-1 text-right font-medium">{t('tax.tax')}</th>
          </tr>
        </thead>
        <tbody>
          {(['new', 'old'] as const).map((regime) => (
            <tr key={regime} className="border-t">
              <td className="py-1">{t(`tax.regime.${regime}`)}</td>
              <td className="py-1 text-right">{money(view.comparison[regime].deductions)}</td>
              <td className="py-1 text-right" data-testid={`tax-${regime}`}>
                {money(view.comparison[regime].totalTax)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.window.regimeOpen && !locked ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('tax.chooseYourRegime')}>
          {(['new', 'old'] as const).map((regime) => (
            <Button
              key={regime}
              size="sm"
              variant={view.regime === regime ? 'default' : 'outline'}
              aria-pressed={view.regime === regime}
              disabled={choose.isPending}
              onClick={() => pick(regime)}
            >
              {t(`tax.choose.${regime}`)}
            </Button>
          ))}
          <span className="self-center text-xs text-muted-foreground">
            {t('tax.openUntil', { date: toDigits(view.window.regimeUntil ?? '', digits) })}
          </span>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{locked ? t('tax.setByHr') : t('tax.choiceClosed')}</p>
      )}
    </div>
  );
}

function DeclarationForm({ view }: { view: TaxYearView }) {
  const { t, language, digits } = useT();
  const money = (rupees: number) => toDigits(formatRupees(rupees), digits);
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
        onSuccess: () => toast.success(translate('tax.declarationsSaved')),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <form
      className="grid gap-3"
      aria-label={t('tax.declarations')}
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
              <span>{sectionName(section, language)}</span>
              <span className="text-xs font-normal text-muted-foreground">
                {t('tax.sectionWas', { act2025: section.act2025, act1961: section.act1961 })}
                {section.limit === null ? t('tax.noLimit') : t('tax.upTo', { amount: money(section.limit) })}
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
          {t('tax.saveDeclarations')}
        </Button>
      </div>
    </form>
  );
}

/** The person's own tax year (issue 44): regime, comparison, declarations and their verification. */
export function MyTaxSection() {
  const { t, digits } = useT();
  const query = useMyTaxYear();
  const view = query.data;
  return (
    <SectionCard
      title={t('tax.title')}
      description={
        view ? t('tax.descriptionYear', { year: toDigits(view.label, digits) }) : t('tax.description')
      }
    >
      {renderListState({
        query,
        loading: t('tax.loading'),
        empty: '',
        icon: Receipt,
      }) ??
        (view ? (
          <div className="grid gap-6">
            <RegimeCard view={view} />
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('tax.oldDeclarations')}</h3>
              <p className="text-xs text-muted-foreground">
                {view.window.proofsFrom
                  ? t('tax.countUntil', { date: toDigits(view.window.proofsFrom, digits) })
                  : t('tax.countUntilProofDate')}
              </p>
              <DeclarationForm view={view} />
              <DeclarationLines view={view} />
            </div>
          </div>
        ) : null)}
    </SectionCard>
  );
}
