import { lazy, Suspense, useRef, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** The header's 'Change password' button, for every role; the dialog's code loads on the first click. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Change password"
        aria-haspopup="dialog"
        title="Change password"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <KeyRound className="size-5" aria-hidden="true" />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={open} setOpen={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
