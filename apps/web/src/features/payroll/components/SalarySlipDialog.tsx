import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/app';

interface SalarySlipDialogProps {
  /** The slip's signed link; nothing renders without one (spec section 2). */
  path: string | null | undefined;
  title?: string;
  onClose: () => void;
}

/** A large dialog (about 90% of the viewport height, wide) showing the slip PDF in a frame. */
export function SalarySlipDialog({ path, title: given, onClose }: SalarySlipDialogProps) {
  const { t } = useT();
  if (!path) return null;
  const title = given ?? t('slip.title');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="flex h-[90dvh] max-w-5xl flex-col gap-3 p-4 sm:p-6"
        aria-describedby="salary-slip-description"
        // Radix would focus the frame (links are skipped), and the PDF viewer inside it swallows every key,
        // Escape included. Focus the dialog itself: its title is read and Tab reaches the link, then the frame.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id="salary-slip-description" className="flex flex-wrap gap-x-3">
            <span>{t('slip.opensBelow')}</span>
            <a
              href={path}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('slip.newTab')}
            </a>
          </DialogDescription>
        </DialogHeader>
        <iframe src={path} title={title} className="min-h-0 w-full flex-1 rounded-md border bg-muted" />
      </DialogContent>
    </Dialog>
  );
}
