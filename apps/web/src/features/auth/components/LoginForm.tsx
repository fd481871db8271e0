import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES, homePathFor, loginRequestSchema, type LoginRequest } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useLoginMutation } from '../api/login';

function firstMessage(errors: FieldErrors<LoginRequest>): string {
  return errors.email?.message ?? errors.password?.message ?? MESSAGES.loginEmpty;
}

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = (values: LoginRequest) => {
    const credentials = { email: values.email.trim(), password: values.password };
    loginMutation.mutate(credentials, {
      onSuccess: ({ user }) => {
        toast.success(MESSAGES.loginSuccess);
        void navigate(homePathFor(user.role));
      },
      onError: (error) => {
        console.error('Login failed:', error);
        toast.error(MESSAGES.loginFailed);
      },
    });
  };

  // The spec's own message must show, so the browser's built-in checks are off (noValidate) and this runs instead.
  const onInvalid = (formErrors: FieldErrors<LoginRequest>) => toast.error(firstMessage(formErrors));

  const pending = loginMutation.isPending;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div className="grid gap-2">
          <Label htmlFor="login-email">Email</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={errors.email ? true : undefined}
            {...register('email')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="login-password">Password</Label>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
        </div>
        <Button type="submit" size="lg" className="mt-1 w-full" loading={pending}>
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
      </fieldset>
    </form>
  );
}
