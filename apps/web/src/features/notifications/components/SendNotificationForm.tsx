import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { Send } from 'lucide-react';
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_MESSAGES,
  sendNotificationFormSchema,
  type Role,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { usePeopleList } from '../../../lib/people-list';
import { useSendNotification } from '../api/send-notification';
import { RecipientPicker } from './RecipientPicker';

const EMPTY = { message: '', recipient: 'all' as const };

/** Recipient multi-select, message box and send button (spec section 2, Send Notification). */
export function SendNotificationForm({ role, userId }: { role: Role; userId: string }) {
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(sendNotificationFormSchema),
    defaultValues: EMPTY,
  });
  const error = firstErrorMessage(form.formState.errors);
  const people = usePeopleList(role);
  const send = useSendNotification(role, userId);
  // 'All Employees' means everyone but the sender, so the sender is not offered as a choice either.
  const options = (people.data ?? []).filter((person) => person._id !== userId);

  const onSubmit = form.handleSubmit(({ recipient, message }) =>
    send.mutate(
      { recipient, message },
      {
        onSuccess: () => {
          toast.success(NOTIFICATION_MESSAGES.sent);
          form.reset(EMPTY);
        },
        // Values stay as they were, so nothing typed is lost.
        onError: () => toast.error(NOTIFICATION_MESSAGES.sendFailed),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="notification-recipients">Recipients</Label>
        <Controller
          control={form.control}
          name="recipient"
          render={({ field }) => (
            <RecipientPicker
              id="notification-recipients"
              value={field.value}
              onChange={field.onChange}
              people={options}
              loading={people.isPending}
              disabled={send.isPending}
            />
          )}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="notification-message">Message</Label>
        <Textarea
          id="notification-message"
          placeholder="Type your notification..."
          rows={4}
          maxLength={NOTIFICATION_MESSAGE_MAX}
          disabled={send.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'notification-error' : undefined}
          {...form.register('message')}
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
