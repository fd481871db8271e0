import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { homePathFor, type SessionUser } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useLoginMutation } from '../api/login';
import type { MessageKey } from '../../../lib/i18n/keys';
import { useT } from '../../../lib/i18n/use-t';

// Asked for only after a right password of a person with two-step sign-in, so it is not part of the sign-in
// page's first download (its budget; it made room for the language lookups).
const TwoStepCodeForm = lazy(() => import('./TwoStepCodeForm').then((m) => ({ default: m.TwoStepCodeForm })));

/** Where a person the organisation requires two-step sign-in of sets it up before anything else. */
const TWO_STEP_SETUP_PATH = '/two-step-setup';

type Field = 'email' | 'password';
const FIELD_ERRORS: Record<Field, MessageKey> = {
  email: 'signIn.emailRequired',
  password: 'signIn.passwordRequired',
};

/**
 * Two fields and one rule (both non-blank, spec section 5), so this form reads its values from
 * the DOM instead of using react-hook-form + zod: those two add about 35 KB gzipped to the
 * sign-in screen, whose JavaScript budget is 150 KB.
 */
export function LoginForm({ prepareHome }: { prepareHome?: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const { t } = useT();
  const loginMutation = useLoginMutation();
  const [missing, setMissing] = useState<Field[]>([]);
  // Signed in, and the home's code is on its way: the form stays busy until the dashboard opens.
  const [entering, setEntering] = useState(false);
  // Two-step sign-in: the password was right, the code is asked next (docs/security.md).
  const [challenge, setChallenge] = useState<string | null>(null);

  const enter = (user: SessionUser, setupRequired = false) => {
    toast.success(t('signIn.success'));
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
      toast.error(t('signIn.empty'));
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
          toast.error(t('signIn.failed'));
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
        {t(FIELD_ERRORS[field])}
      </p>
    ) : null;

  if (challenge) {
    return (
      <Suspense fallback={<Spinner />}>
        <TwoStepCodeForm
          challenge={challenge}
          entering={entering}
          onSignedIn={(user) => enter(user)}
          onRestart={() => setChallenge(null)}
        />
      </Suspense>
    );
  }

  return (
    // The spec's own message must show, so the browser's built-in checks are off (noValidate).
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div className="grid gap-2">
          <Label htmlFor="login-email">{t('signIn.email')}</Label>
          <Input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
          {fieldError('email')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="login-password">{t('signIn.password')}</Label>
          <Input type="password" autoComplete="current-password" {...fieldProps('password')} />
          {fieldError('password')}
        </div>
        <Button type="submit" size="lg" className="mt-1 w-full" loading={pending}>
          {pending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
        <Link
          to="/forgot-password"
          className="justify-self-center text-sm text-primary underline-offset-4 hover:underline"
        >
          {t('signIn.forgot')}
        </Link>
      </fieldset>
    </form>
  );
}
