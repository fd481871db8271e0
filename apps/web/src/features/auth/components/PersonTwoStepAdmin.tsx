import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { usePersonTwoStep, useTurnOffPersonTwoStep } from '../api/two-step';

/** The Admin on someone else's details page: whether their two-step sign-in is on, and the recovery path. */
export function PersonTwoStepAdmin({ personId, personName }: { personId: string; personName: string }) {
  const status = usePersonTwoStep(personId);
  const turnOff = useTurnOffPersonTwoStep(personId);
  const [asking, setAsking] = useState(false);
  return (
    <SectionCard
      title="Two-step sign-in"
      description="If they lost their authenticator app and recovery codes, turn it off so they can sign in with their password and set it up again."
    >
      {status.isPending ? (
        <Spinner label="Loading two-step sign-in" />
      ) : status.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load two-step sign-in.
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">
            Two-step sign-in is <strong>{status.data.enabled ? 'on' : 'off'}</strong>.
          </p>
          {status.data.enabled ? (
            <Button variant="outline" onClick={() => setAsking(true)}>
              Turn off two-step sign-in
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title="Turn off two-step sign-in?"
        description={`${personName} will sign in with their password alone until they set it up again. This is recorded in the audit log.`}
        confirmLabel="Turn off"
        pending={turnOff.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          turnOff.mutate(undefined, {
            onSuccess: (answer) => {
              setAsking(false);
              toast.success(answer.message);
            },
            onError: (error) => toast.error('Failed to turn it off.', { description: error.message }),
          })
        }
      />
    </SectionCard>
  );
}
