import type { ReactNode } from 'react';
import type { ProofLine, TaxProof, TaxSection } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { translate, useT } from '../../../lib/i18n/app';
import type { Language } from '../../../lib/i18n/languages';
import { sectionName } from './section-name';

/** A line's name as the person declared it: a section (with the 1961 Act's beside it), the rent, the earlier employer. */
export function proofLineLabel(line: ProofLine, sections: readonly TaxSection[], language: Language): string {
  if (line === 'RENT') return translate('tax.houseRent');
  if (line === 'PREVIOUS') return translate('tax.earlierEmployer');
  const section = sections.find((s) => s.section === line);
  return section
    ? translate('proofs.lineSection', {
        label: sectionName(section, language),
        act2025: section.act2025,
        act1961: section.act1961,
      })
    : line;
}

/** Proof files with their line and HR's verification; each opens through its short-lived signed link. */
export function ProofList({
  proofs,
  sections,
  action,
}: {
  proofs: readonly TaxProof[];
  sections: readonly TaxSection[];
  action?: (proof: TaxProof) => ReactNode;
}) {
  const { t, language } = useT();
  if (proofs.length === 0) return <p className="text-sm text-muted-foreground">{t('proofs.none')}</p>;
  return (
    <ul className="divide-y" aria-label={t('proofs.list')}>
      {proofs.map((proof) => (
        <li key={proof.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="proof">
          <a
            href={proof.url}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 break-all text-sm font-medium underline"
          >
            {proof.fileName}
          </a>
          <span className="text-xs text-muted-foreground">
            {proofLineLabel(proof.line, sections, language)}
          </span>
          <Badge variant={proof.lineStatus === 'declared' ? 'outline' : 'secondary'}>
            {t(`tax.status.${proof.lineStatus}`)}
          </Badge>
          {proof.lineReason ? (
            <span className="text-xs text-muted-foreground">{proof.lineReason}</span>
          ) : null}
          {action?.(proof)}
        </li>
      ))}
    </ul>
  );
}
