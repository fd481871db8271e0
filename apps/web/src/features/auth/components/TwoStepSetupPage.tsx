import { useNavigate } from 'react-router';
import { homePathFor, TWO_STEP_MESSAGES } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../hooks/use-logout';
import { useSession } from '../hooks/use-session';
import { AuthShell } from './AuthShell';
import { TwoStepSetup } from './TwoStepSetup';

/**
 * Where an Admin or HR person lands after signing in when the organisation requires two-step sign-in and
 * theirs is off: the server opens nothing else to their token until it is on (docs/security.md).
 */
export function TwoStepSetupPage() {
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <AuthShell
      title="Set up two-step sign-in"
      description={TWO_STEP_MESSAGES.setupRequired}
      pageTitle="Set up two-step sign-in"
    >
      <div className="grid gap-4">
        <TwoStepSetup
          onFinished={() => {
            if (session) void navigate(homePathFor(session.user.role), { replace: true });
          }}
        />
        <Button variant="link" className="justify-self-center" onClick={logout}>
          Sign out
        </Button>
      </div>
    </AuthShell>
  );
}
