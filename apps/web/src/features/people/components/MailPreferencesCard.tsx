import {
  MAIL_MESSAGES as M,
  MAIL_PREFERENCE_LABELS,
  type MailPreferenceField,
  type MailPreferences,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useMailPreferences, useSaveMailPreferences } from '../api/use-mail-preferences';

const FIELDS = Object.keys(MAIL_PREFERENCE_LABELS) as MailPreferenceField[];

/** The person's own e-mail switches on their details page (docs/mail.md); each change is saved at once. */
export function MailPreferencesCard({ personId }: { personId: string }) {
  const query = useMailPreferences(personId);
  const save = useSaveMailPreferences(personId);

  const toggle = (current: MailPreferences, field: MailPreferenceField, on: boolean) =>
    save.mutate(
      { ...current, [field]: on },
      {
        onSuccess: () => toast.success(M.preferencesSaved),
        onError: (error) => toast.error(M.preferencesFailed, { description: error.message }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">E-mail preferences</CardTitle>
        <CardDescription>Choose which e-mails you receive. {M.securityAlwaysSent}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Loading e-mail preferences" />
        ) : query.isError ? (
          <div className="grid gap-3">
            <p role="alert" className="text-sm text-destructive">
              {M.preferencesLoadFailed}
            </p>
            <Button variant="outline" className="justify-self-start" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <fieldset disabled={save.isPending} className="grid min-w-0 gap-3">
            <legend className="sr-only">Send me an e-mail when</legend>
            {FIELDS.map((field) => (
              <label key={field} className="flex items-center justify-between gap-4 text-sm">
                <span>{MAIL_PREFERENCE_LABELS[field]}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className="size-5 shrink-0 accent-primary"
                  checked={query.data[field]}
                  aria-checked={query.data[field]}
                  onChange={(event) => toggle(query.data, field, event.currentTarget.checked)}
                />
              </label>
            ))}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
