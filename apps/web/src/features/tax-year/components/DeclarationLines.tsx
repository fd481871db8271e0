import type { ReactNode } from 'react';
import { formatRupees, type DeclarationLine, type TaxYearView } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import { sectionName } from './section-name';

/** Each declared line: declared, verified, what counts now and why (issue 44). */
export function DeclarationLines({
  view,
  action,
}: {
  view: TaxYearView;
  action?: (line: DeclarationLine) => ReactNode;
}) {
  const { t, language, digits } = useT();
  const money = (rupees: number) => toDigits(formatRupees(rupees), digits);
  if (view.lines.length === 0)
    return <p className="text-sm text-muted-foreground">{t('tax.nothingDeclared')}</p>;
  return (
    <ul className="divide-y" aria-label={t('tax.declaredLines')}>
      {view.lines.map((line) => (
        <li key={line.id} className="grid gap-1 py-2" data-testid="declaration-line">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{sectionName(line, language)}</span>
            <span className="text-xs text-muted-foreground">
              {t('tax.sectionWas', { act2025: line.act2025, act1961: line.act1961 })}
            </span>
            <Badge variant={line.status === 'declared' ? 'outline' : 'secondary'}>
              {t(`tax.status.${line.status}`)}
            </Badge>
          </div>
          <p className="text-sm">
            {t('tax.declaredAmount', { amount: money(line.declared) })}
            {line.verified !== null
              ? ` · ${t('tax.verifiedAmount', { amount: money(line.verified) })}`
              : ''}{' '}
            · {t('tax.counts')} <span data-testid="counted">{money(line.counted)}</span>
          </p>
          {line.note || line.reason ? (
            <p className="text-xs text-muted-foreground">
              {[line.reason, line.note].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {action?.(line)}
        </li>
      ))}
    </ul>
  );
}
