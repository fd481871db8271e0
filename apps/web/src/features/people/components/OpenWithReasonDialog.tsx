import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  DOCUMENT_LABELS,
  DOCUMENT_MESSAGES,
  OPEN_REASON_MIN,
  type DocumentKey,
  type OpenDocumentResponse,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useOpenDocument } from '../api/use-open-document';
import { FileLink } from './FileLink';

const reasonSchema = z.object({
  reason: z.string().trim().min(OPEN_REASON_MIN, { error: DOCUMENT_MESSAGES.reasonRequired }),
});

/**
 * HR opens someone's identity document (PAN card, Aadhaar card, cancelled cheque) only with a stated reason,
 * which the audit trail keeps beside who opened whose document (docs/privacy.md). The answer is a short-lived
 * link shown in the dialog, to open in a new tab.
 */
export function OpenWithReasonButton({ personId, document }: { personId: string; document: DocumentKey }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<OpenDocumentResponse | null>(null);
  const opening = useOpenDocument(personId);
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const label = DOCUMENT_LABELS[document];
  const inputId = `open-reason-${document}`;

  const close = () => {
    setOpen(false);
    setLink(null);
    form.reset({ reason: '' });
  };
  const submit = form.handleSubmit(
    ({ reason }) =>
      opening.mutate(
        { document, reason },
        {
          onSuccess: setLink,
          onError: (error) => toast.error(DOCUMENT_MESSAGES.openFailed, { description: error.message }),
        },
      ),
    (errors) => toast.error(firstErrorMessage(errors) ?? DOCUMENT_MESSAGES.reasonRequired),
  );

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        Open with a reason
      </Button>
      <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? setOpen(true) : close())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Open {label}</DialogTitle>
            <DialogDescription>
              Identity documents open only with a reason. Your name, the reason and the time are recorded in
              the audit log.
            </DialogDescription>
          </DialogHeader>
          {link ? (
            <p className="text-sm break-all">
              Open: <FileLink href={link.path} name={link.originalName} /> (the link works for a few minutes)
            </p>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor={inputId}>Reason</Label>
                <Textarea
                  id={inputId}
                  placeholder="Why you need to see this document"
                  maxLength={500}
                  disabled={opening.isPending}
                  {...form.register('reason')}
                />
              </div>
              <DialogFooter>
                <Button variant="outline" type="button" onClick={close} disabled={opening.isPending}>
                  Cancel
                </Button>
                <Button type="submit" loading={opening.isPending}>
                  Open
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
