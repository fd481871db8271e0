import { FileText } from 'lucide-react';
import { formatDateDMY } from '@hrms/shared';
import { SectionCard } from '../../../components/ui/section-card';
import { usePersonLetters } from '../api/queries';

/**
 * A person's issued letters on their page (the person, HR, Admin): each opens through its short-lived signed
 * link. Shown only once a letter exists, so the details page of a fresh install is unchanged.
 */
export function PersonLettersSection({ personId }: { personId: string }) {
  const query = usePersonLetters(personId);
  const letters = query.data ?? [];
  if (letters.length === 0) return null;
  return (
    <SectionCard title="Letters" description="Letters issued to this person, newest first.">
      <ul className="grid gap-2">
        {letters.map((letter) => (
          <li key={letter.id} data-testid="person-letter" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <a
              href={letter.url}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
            >
              <FileText className="size-4" aria-hidden="true" />
              {letter.title}
            </a>
            <span className="text-xs text-muted-foreground">Issued {formatDateDMY(letter.issuedOn)}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
