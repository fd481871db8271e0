import { useState, type FormEvent } from 'react';
import { PRIVACY_MESSAGES, privacySettingsSchema, type PrivacySettings } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { usePrivacySettings, useSavePrivacySettings } from '../api/settings';

/** The field's text as the API's value: empty keeps the trail (null); anything else must be 1-120 whole months. */
export function parseMonths(text: string) {
  const trimmed = text.trim();
  return privacySettingsSchema.safeParse({
    erasePersonalDataAfterMonths:
      trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN,
  });
}

const describeSaved = (months: number | null) =>
  months === null
    ? 'Now: kept. What the audit trail says of deleted people is never erased.'
    : `Now: erased ${months} month${months === 1 ? '' : 's'} after a person is deleted.`;

/**
 * The Admin's retention period (docs/privacy.md): how many months after a person's deletion the daily job empties
 * what the audit trail still says of them. On the Admin's own details page, beside the two-step requirement.
 */
export function RetentionSettingSection() {
  const settings = usePrivacySettings();
  return (
    <SectionCard
      title="Data Retention"
      description="A deletion erases a person's records at once; the audit trail keeps its entries about them (name and e-mail) until this period ends."
    >
      {settings.isPending ? (
        <Spinner label="Loading the retention period" />
      ) : settings.isError ? (
        <div className="grid gap-3">
          <p role="alert" className="text-sm text-destructive">
            Failed to load the retention period.
          </p>
          <Button variant="outline" className="justify-self-start" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <RetentionForm saved={settings.data} />
      )}
    </SectionCard>
  );
}

function RetentionForm({ saved }: { saved: PrivacySettings }) {
  const save = useSavePrivacySettings();
  const [text, setText] = useState(saved.erasePersonalDataAfterMonths?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMonths(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PRIVACY_MESSAGES.months);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setText(answer.erasePersonalDataAfterMonths?.toString() ?? '');
        toast.success(PRIVACY_MESSAGES.saved);
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor="retention-months">Erase after (months)</Label>
        <Input
          id="retention-months"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Empty: keep"
          className="max-w-40"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'retention-months-hint retention-months-error' : 'retention-months-hint'}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <p id="retention-months-hint" className="text-sm text-muted-foreground">
          1 to 120, or empty to keep the trail. {describeSaved(saved.erasePersonalDataAfterMonths)}
        </p>
        {error ? (
          <p id="retention-months-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start" loading={save.isPending} disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
