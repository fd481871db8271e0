import { Suspense, lazy, useState } from 'react';
import type { TwoStepSetup as SetupKey } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useConfirmTwoStep, useStartTwoStepSetup } from '../api/two-step';
import { CodePrompt } from './CodePrompt';
import { RecoveryCodesList } from './RecoveryCodesList';

// The QR code's drawing (the qrcode package) downloads only when a set-up starts.
const TwoStepQrCode = lazy(() => import('./TwoStepQrCode').then((m) => ({ default: m.TwoStepQrCode })));

/** Setting two-step sign-in up: a key for the app, a code to confirm, then the recovery codes once. */
export function TwoStepSetup({
  onFinished,
  onCodes,
}: {
  onFinished?: () => void;
  /** Given where this form unmounts once two-step sign-in is on: the parent shows the codes instead. */
  onCodes?: (codes: string[]) => void;
}) {
  const start = useStartTwoStepSetup();
  const confirm = useConfirmTwoStep();
  const [key, setKey] = useState<SetupKey | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <RecoveryCodesList
        codes={codes}
        onDone={() => {
          setCodes(null);
          onFinished?.();
        }}
      />
    );
  }
  if (!key) {
    return (
      <div className="grid gap-2">
        <Button
          className="justify-self-start"
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: setKey,
              onError: (error) =>
                toast.error('Failed to start setting up two-step sign-in.', { description: error.message }),
            })
          }
        >
          Set up two-step sign-in
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>
          In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), scan this
          QR code, or add an account with the setup key below, or{' '}
          <a href={key.uri} className="text-primary underline underline-offset-4">
            open it in the app
          </a>{' '}
          on this device.
        </li>
        <li>Enter your current password and the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <Suspense
          fallback={<div className="size-48 max-w-full rounded border bg-muted" aria-hidden="true" />}
        >
          <TwoStepQrCode uri={key.uri} />
        </Suspense>
        {/* The key stays in words for anyone who cannot scan (no camera, a screen reader, a desktop app). */}
        <p className="grid min-w-0 flex-1 basis-48 gap-1">
          <span className="text-sm text-muted-foreground">Setup key</span>
          <code
            data-testid="two-step-secret"
            className="break-all rounded bg-muted px-2 py-1 font-mono text-sm"
          >
            {key.secret}
          </code>
        </p>
      </div>
      <CodePrompt
        label="Code from the app"
        submitLabel="Turn on"
        withPassword
        pending={confirm.isPending}
        error={confirm.error?.message ?? null}
        onSubmit={(code, password) =>
          confirm.mutate(
            { code, password },
            {
              onSuccess: (answer) => {
                toast.success('Two-step sign-in is on.');
                setKey(null);
                if (onCodes) onCodes(answer.recoveryCodes);
                else setCodes(answer.recoveryCodes);
              },
            },
          )
        }
        onCancel={() => setKey(null)}
      />
    </div>
  );
}
