import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** A labelled password (or code) input whose error is announced (role=alert) and tied to it (aria-describedby). */
export function PasswordField({
  id,
  label,
  error,
  autoComplete,
  registration,
  type = 'password',
}: {
  id: string;
  label: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password' | 'one-time-code';
  registration: UseFormRegisterReturn;
  /** 'text' for a code from an authenticator app beside the passwords. */
  type?: 'password' | 'text';
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
