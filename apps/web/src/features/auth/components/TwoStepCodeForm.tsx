import { useState, type FormEvent } from 'react';
import { TWO_STEP_MESSAGES, type SessionUser } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useTwoStepLoginMutation } from '../api/login';

/**
 * The sign-in's second step for a person with two-step sign-in (docs/security.md): the code from their
 * authenticator app, or one of their recovery codes. Plain DOM reading, like the sign-in form (bundle budget).
 */
export function TwoStepCodeForm({
  challenge,
  entering,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  entering: boolean;
  onSignedIn: (user: SessionUser) => void;
  onRestart: () => void;
}) {
  const mutation = useTwoStepLoginMutation();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    if (!code) {
      setError(TWO_STEP_MESSAGES.codeRequired);
      return;
    }
    setError(null);
    mutation.mutate(
      { challenge, code },
      {
        onSuccess: ({ user }) => onSignedIn(user),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const pending = mutation.isPending || entering;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="two-step-title">
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div className="grid gap-1">
          <h2 id="two-step-title" className="text-lg font-semibold">
            Two-step sign-in
          </h2>
          <p className="text-sm text-muted-foreground">
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="two-step-code">Code</Label>
          <Input
            id="two-step-code"
            name="code"
            autoComplete="one-time-code"
            autoFocus
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'two-step-code-error' : undefined}
          />
          {error ? (
            <p id="two-step-code-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {pending ? 'Verifying...' : 'Verify'}
        </Button>
        <Button type="button" variant="link" className="justify-self-center" onClick={onRestart}>
          Use a different account
        </Button>
      </fieldset>
    </form>
  );
}
