import type { ReactNode } from 'react';
import type { ProofLine, TaxProof, TaxSection } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';

const STATUS: Record<TaxProof['lineStatus'], string> = {
  declared: 'Not yet verified',
  accepted: 'Accepted',
  partly: 'Accepted in part',
  rejected: 'Rejected',
};

/** A line's name as the person declared it: a section (with the 1961 Act's beside it), the rent, the earlier employer. */
export function proofLineLabel(line: ProofLine, sections: readonly TaxSection[]): string {
  if (line === 'RENT') return 'House rent';
  if (line === 'PREVIOUS') return 'Earlier employer';
  const section = sections.find((s) => s.section === line);
  return section ? `${section.label} (${section.act2025}, was ${section.act1961})` : line;
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
  if (proofs.length === 0) return <p className="text-sm text-muted-foreground">No proofs attached yet.</p>;
  return (
    <ul className="divide-y" aria-label="Proofs">
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
          <span className="text-xs text-muted-foreground">{proofLineLabel(proof.line, sections)}</span>
          <Badge variant={proof.lineStatus === 'declared' ? 'outline' : 'secondary'}>
            {STATUS[proof.lineStatus]}
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
