import { lazy, useRef, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Deferred } from '../../../components/deferred';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/app';

const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** The header's 'Change password' button, for every role; the dialog's code loads on the first click. */
export function ChangePasswordButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={t('pwd.title')}
        aria-haspopup="dialog"
        title={t('pwd.title')}
        onClick={() => setOpen(true)}
      >
        <KeyRound className="size-5" aria-hidden="true" />
      </Button>
      <Deferred when={open}>
        <ChangePasswordDialog open={open} setOpen={setOpen} returnFocusTo={buttonRef} />
      </Deferred>
    </>
  );
}
