import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_RESET_MESSAGES as M, resetForgottenPasswordBodySchema } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/password-reset';
import { AuthShell } from './AuthShell';

type Field = 'newPassword' | 'confirmPassword';
type Errors = Partial<Record<Field | 'form', string>>;

const FIELDS: { name: Field; label: string }[] = [
  { name: 'newPassword', label: 'New password (at least 8 characters)' },
  { name: 'confirmPassword', label: 'Confirm new password' },
];

/** /reset-password?token=…: the e-mailed link's page; the same password rules as changing one's password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = resetForgottenPasswordBodySchema.safeParse({
      token,
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'token' ? 'form' : (issue.path[0] as Field);
        found[key] ??= issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field.name]);
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast.success(message);
        void navigate('/login');
      },
      onError: (failure) =>
        setErrors({
          form: failure instanceof ApiError && failure.status < 500 ? failure.message : M.resetFailed,
        }),
    });
  };

  return (
    <AuthShell
      pageTitle="Choose a new password"
      title="Choose a new password"
      description="Every device signed in to your account will be signed out."
    >
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={reset.isPending} className="grid min-w-0 gap-5">
          {FIELDS.map(({ name, label }) => (
            <div key={name} className="grid gap-2">
              <Label htmlFor={`reset-${name}`}>{label}</Label>
              <Input
                id={`reset-${name}`}
                name={name}
                type="password"
                autoComplete="new-password"
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `reset-${name}-error` : undefined}
              />
              {errors[name] ? (
                <p id={`reset-${name}-error`} className="text-sm text-destructive">
                  {errors[name]}
                </p>
              ) : null}
            </div>
          ))}
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}{' '}
              <Link to="/forgot-password" className="text-primary underline underline-offset-4">
                Ask for a new link
              </Link>
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
            Set new password
          </Button>
          <Link to="/login" className="text-center text-sm text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </fieldset>
      </form>
    </AuthShell>
  );
}
