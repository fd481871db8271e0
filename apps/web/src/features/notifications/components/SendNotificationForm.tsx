import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Send } from 'lucide-react';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_MESSAGES, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { usePeopleList } from '../../../lib/people-list';
import { useSendNotification } from '../api/send-notification';
import { RecipientPicker, type RecipientValue } from './RecipientPicker';

/** Recipient multi-select, message box and send button (spec section 2, Send Notification). */
export function SendNotificationForm({ role, userId }: { role: Role; userId: string }) {
  const [recipient, setRecipient] = useState<RecipientValue>('all');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const people = usePeopleList(role);
  const send = useSendNotification(role, userId);
  // 'All Employees' means everyone but the sender, so the sender is not offered as a choice either.
  const options = (people.data ?? []).filter((person) => person._id !== userId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    const problem = !text
      ? NOTIFICATION_MESSAGES.emptyMessage
      : recipient !== 'all' && recipient.length === 0
        ? NOTIFICATION_MESSAGES.noRecipient
        : text.length > NOTIFICATION_MESSAGE_MAX
          ? NOTIFICATION_MESSAGES.tooLong
          : null;
    setError(problem);
    if (problem) return;
    send.mutate(
      { recipient, message: text },
      {
        onSuccess: () => {
          toast.success(NOTIFICATION_MESSAGES.sent);
          setMessage('');
          setRecipient('all');
        },
        // Values stay as they were, so nothing typed is lost.
        onError: () => toast.error(NOTIFICATION_MESSAGES.sendFailed),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="notification-recipients">Recipients</Label>
        <RecipientPicker
          id="notification-recipients"
          value={recipient}
          onChange={setRecipient}
          people={options}
          loading={people.isPending}
          disabled={send.isPending}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="notification-message">Message</Label>
        <Textarea
          id="notification-message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Type your notification..."
          rows={4}
          maxLength={NOTIFICATION_MESSAGE_MAX}
          disabled={send.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'notification-error' : undefined}
        />
        {error ? (
          <p id="notification-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" loading={send.isPending}>
          {send.isPending ? null : <Send className="size-4" aria-hidden="true" />}
          Send Notification
        </Button>
      </div>
    </form>
  );
}
