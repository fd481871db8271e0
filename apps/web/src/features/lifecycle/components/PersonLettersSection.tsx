import { FileText } from 'lucide-react';
import { formatDateDMY } from '@hrms/shared';
import { SectionCard } from '../../../components/ui/section-card';
import { useT } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import { usePersonLetters } from '../api/queries';
import { IssueLetterForm } from './IssueLetterForm';

/**
 * A person's issued letters on their page (the person, HR, Admin): each opens through its short-lived signed
 * link. The person sees the card once a letter exists (their page is otherwise as before); HR and the Admin on
 * someone else's page also issue one from here.
 */
export function PersonLettersSection({ personId, canIssue }: { personId: string; canIssue: boolean }) {
  const { t, digits } = useT();
  const query = usePersonLetters(personId);
  const letters = query.data ?? [];
  if (letters.length === 0 && !canIssue) return null;
  return (
    <SectionCard title={t('letters.title')} description={t('letters.description')}>
      {canIssue ? (
        <div className="mb-3">
          <IssueLetterForm personId={personId} />
        </div>
      ) : null}
      {letters.length === 0 && !query.isPending ? (
        <p className="text-sm text-muted-foreground">{t('letters.none')}</p>
      ) : null}
      <ul className="grid gap-2">
        {letters.map((letter) => (
          <li
            key={letter.id}
            data-testid="person-letter"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
          >
            <a
              href={letter.url}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
            >
              <FileText className="size-4" aria-hidden="true" />
              {letter.title}
            </a>
            <span className="text-xs text-muted-foreground">
              {t('letters.issued', { date: toDigits(formatDateDMY(letter.issuedOn), digits) })}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
