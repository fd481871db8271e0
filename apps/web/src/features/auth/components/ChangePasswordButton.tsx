import { lazy, useRef, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Deferred } from '../../../components/deferred';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';

const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/**
 * The header's 'Change password' button, for every role; the dialog's code loads on the first click. The app
 * imports this file beside the sign-in page, so it takes `useT` from use-t.ts, not app.ts (which would bring the
 * signed-in English and the ICU runtime onto the sign-in path): it only shows in the header, after sign-in, when
 * the dashboard's code has registered its words.
 */
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
