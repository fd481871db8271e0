import { useState } from 'react';
import { TWO_STEP_MESSAGES, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useDisableTwoStep, useRegenerateRecoveryCodes, useTwoStepStatus } from '../api/two-step';
import { CodePrompt } from './CodePrompt';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TwoStepRequirementSetting } from './TwoStepRequirementSetting';
import { TwoStepSetup } from './TwoStepSetup';

type Action = 'codes' | 'off' | null;

/** 'Two-step sign-in' on one's own details page (docs/security.md); the Admin also finds the requirement here. */
export function TwoStepSection({ viewerRole }: { viewerRole: Role }) {
  return (
    <SectionCard
      title="Two-step sign-in"
      description="Ask for a code from an authenticator app after the password, so a stolen password is not enough."
    >
      <div className="grid gap-5">
        <TwoStepState />
        {viewerRole === 'Admin' ? <TwoStepRequirementSetting /> : null}
      </div>
    </SectionCard>
  );
}

function TwoStepState() {
  const status = useTwoStepStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoStep();
  const [action, setAction] = useState<Action>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (status.isPending) return <Spinner label="Loading two-step sign-in" />;
  if (status.isError) {
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-sm text-destructive">
          Failed to load two-step sign-in.
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (codes) return <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
  const { enabled, required, recoveryCodesLeft } = status.data;
  if (!enabled) {
    return (
      <div className="grid gap-3">
        <p className="text-sm">
          Two-step sign-in is <strong>off</strong>.{' '}
          {required ? 'Your organisation requires it for your account.' : null}
        </p>
        <TwoStepSetup onCodes={setCodes} />
      </div>
    );
  }
  const reset = () => {
    setAction(null);
    regenerate.reset();
    disable.reset();
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Two-step sign-in is <strong>on</strong>. {recoveryCodesLeft} of 10 recovery codes left.
        {required ? ' Your organisation requires it for your account.' : null}
      </p>
      {action === null ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setAction('codes')}>
            New recovery codes
          </Button>
          {required ? null : (
            <Button variant="outline" onClick={() => setAction('off')}>
              Turn off
            </Button>
          )}
        </div>
      ) : action === 'codes' ? (
        <CodePrompt
          label="Code from the app"
          submitLabel="Make new recovery codes"
          withPassword
          pending={regenerate.isPending}
          error={regenerate.error?.message ?? null}
          onCancel={reset}
          onSubmit={(code, password) =>
            regenerate.mutate(
              { code, password },
              {
                onSuccess: (answer) => {
                  reset();
                  setCodes(answer.recoveryCodes);
                },
              },
            )
          }
        />
      ) : (
        // Off needs both the current password and a code (a recovery code works too), issue 39.
        <CodePrompt
          label="Code from the app, or a recovery code"
          submitLabel="Turn off two-step sign-in"
          withPassword
          pending={disable.isPending}
          error={disable.error?.message ?? null}
          onCancel={reset}
          onSubmit={(code, password) =>
            disable.mutate(
              { code, password },
              {
                onSuccess: () => {
                  reset();
                  toast.success(TWO_STEP_MESSAGES.turnedOff);
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
