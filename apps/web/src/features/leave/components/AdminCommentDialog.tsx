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

/** 'View Comment' and the read-only "Admin's Comment" dialog with the rejection reason. */
export function ViewCommentButton({ comment }: { comment: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <MessageSquareText className="size-4" aria-hidden="true" />
        View Comment
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Admin&apos;s Comment</DialogTitle>
            <DialogDescription>The reason given when this leave request was rejected.</DialogDescription>
          </DialogHeader>
          <p className="rounded-md border bg-muted/50 p-3 text-sm break-words whitespace-pre-wrap">
            {comment}
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
