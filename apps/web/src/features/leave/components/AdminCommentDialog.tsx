import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface ViewCommentButtonProps {
  comment: string;
  /** The button's text; the spec's 'View Comment' for a rejection. */
  label?: string;
  title?: string;
  description?: string;
}

/** 'View Comment' and the read-only "Admin's Comment" dialog with the rejection reason (or a cancellation's). */
export function ViewCommentButton({
  comment,
  label = 'View Comment',
  title = "Admin's Comment",
  description = 'The reason given when this leave request was rejected.',
}: ViewCommentButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MessageSquareText className="size-4" aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <p className="rounded-md border bg-muted/50 p-3 text-sm break-words whitespace-pre-wrap">
            {comment}
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** 'Why cancelled': the reason given when the request was cancelled. */
export function CancellationReasonButton({ reason }: { reason: string }) {
  return (
    <ViewCommentButton
      comment={reason}
      label="Why cancelled"
      title="Cancellation Reason"
      description="The reason given when this leave request was cancelled."
    />
  );
}
