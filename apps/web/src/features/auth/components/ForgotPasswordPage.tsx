import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_RESET_MESSAGES as M } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { useForgotPassword } from '../api/password-reset';
import { AuthShell } from './AuthShell';

/** /forgot-password: asks for the e-mail address and sends the reset link (docs/security.md). */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      setError(M.emailRequired);
      event.currentTarget.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    setError(null);
    request.mutate(
      { email },
      {
        onSuccess: ({ message }) => setSent(message),
        onError: (failure) =>
          setError(failure instanceof ApiError && failure.status < 500 ? failure.message : M.requestFailed),
      },
    );
  };

  return (
    <AuthShell
      pageTitle="Forgot password"
      title="Forgot password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <div className="grid gap-5">
          <p role="status" className="text-sm">
            {sent}
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">Back to sign in</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <fieldset disabled={request.isPending} className="grid min-w-0 gap-5">
            <div className="grid gap-2">
              <Label htmlFor="forgot-email">Email</Label>
              <Input
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'forgot-email-error' : undefined}
              />
              {error ? (
                <p id="forgot-email-error" role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
            <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
              Send reset link
            </Button>
            <Link to="/login" className="text-center text-sm text-primary underline-offset-4 hover:underline">
              Back to sign in
            </Link>
          </fieldset>
        </form>
      )}
    </AuthShell>
  );
}
