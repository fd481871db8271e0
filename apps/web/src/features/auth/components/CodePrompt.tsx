import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/**
 * A code from the app, and with `withPassword` the current password above it: what confirms a change of one's
 * own two-step sign-in (issue 39: a stolen token alone cannot turn it on or off or renew the codes).
 */
export function CodePrompt({
  label,
  submitLabel,
  pending,
  error,
  withPassword = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  withPassword?: boolean;
  onSubmit: (code: string, password: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value.trim(), password);
  };
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form noValidate onSubmit={submit} className="grid gap-2 sm:max-w-sm">
      {withPassword ? (
        <>
          <Label htmlFor={`${id}-password`}>Current password</Label>
          <Input
            id={`${id}-password`}
            type="password"
            value={password}
            autoComplete="current-password"
            {...invalid}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </>
      ) : null}
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="text"
        value={value}
        autoComplete="one-time-code"
        inputMode="text"
        {...invalid}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
