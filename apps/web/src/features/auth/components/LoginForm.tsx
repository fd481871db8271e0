import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { MESSAGES, homePathFor, type SessionUser } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useLoginMutation } from '../api/login';
import { TwoStepCodeForm } from './TwoStepCodeForm';

/** Where a person the organisation requires two-step sign-in of sets it up before anything else. */
const TWO_STEP_SETUP_PATH = '/two-step-setup';

type Field = 'email' | 'password';
const FIELD_ERRORS: Record<Field, string> = {
  email: 'Email is required.',
  password: 'Password is required.',
};

/**
 * Two fields and one rule (both non-blank, spec section 5), so this form reads its values from
 * the DOM instead of using react-hook-form + zod: those two add about 35 KB gzipped to the
 * sign-in screen, whose JavaScript budget is 150 KB.
 */
export function LoginForm({ prepareHome }: { prepareHome?: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const [missing, setMissing] = useState<Field[]>([]);
  // Signed in, and the home's code is on its way: the form stays busy until the dashboard opens.
  const [entering, setEntering] = useState(false);
  // Two-step sign-in: the password was right, the code is asked next (docs/security.md).
  const [challenge, setChallenge] = useState<string | null>(null);

  const enter = (user: SessionUser, setupRequired = false) => {
    toast.success(MESSAGES.loginSuccess);
    if (setupRequired) {
      void navigate(TWO_STEP_SETUP_PATH);
      return;
    }
    // With the dashboard's code already in, the page opens in one render: no spinner page first,
    // which React would keep on screen at least 300 ms. A failed download opens it anyway, and the
    // route's own error handling takes over.
    setEntering(true);
    const ready = prepareHome ? prepareHome().catch(() => undefined) : Promise.resolve();
    void ready.then(() => navigate(homePathFor(user.role)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const blank: Field[] = [];
    if (!email) blank.push('email');
    if (!password.trim()) blank.push('password');
    setMissing(blank);
    if (blank.length > 0) {
      toast.error(MESSAGES.loginEmpty);
      // Focus goes to the first field to fix, so keyboard and screen-reader users land on it.
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${blank[0]}"]`)?.focus();
      return;
    }
    loginMutation.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          if ('challenge' in answer) setChallenge(answer.challenge);
          else enter(answer.user, answer.twoStepSetupRequired === true);
        },
        onError: (error) => {
          console.error('Login failed:', error);
          toast.error(MESSAGES.loginFailed);
        },
      },
    );
  };

  const pending = loginMutation.isPending || entering;
  const fieldProps = (field: Field) => {
    const invalid = missing.includes(field);
    return {
      id: `login-${field}`,
      name: field,
      required: true,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': invalid ? `login-${field}-error` : undefined,
      onInput: () => setMissing((current) => current.filter((item) => item !== field)),
    };
  };
  const fieldError = (field: Field) =>
    missing.includes(field) ? (
      <p id={`login-${field}-error`} className="text-sm text-destructive">
        {FIELD_ERRORS[field]}
      </p>
    ) : null;

  if (challenge) {
    return (
      <TwoStepCodeForm
        challenge={challenge}
        entering={entering}
        onSignedIn={(user) => enter(user)}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    // The spec's own message must show, so the browser's built-in checks are off (noValidate).
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div className="grid gap-2">
          <Label htmlFor="login-email">Email</Label>
          <Input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
          {fieldError('email')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="login-password">Password</Label>
          <Input type="password" autoComplete="current-password" {...fieldProps('password')} />
          {fieldError('password')}
        </div>
        <Button type="submit" size="lg" className="mt-1 w-full" loading={pending}>
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
        <Link
          to="/forgot-password"
          className="justify-self-center text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </fieldset>
    </form>
  );
}
