import { ClipboardCheck } from 'lucide-react';
import { formatDateDMY } from '@hrms/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useOnboardingItems } from '../api/queries';

/**
 * Home: the person's open onboarding items ("Upload your PAN card"). Nothing shows while loading, on a failure
 * or when nothing is open, so a Home without a checklist looks as the spec draws it; the items are ordinary
 * tasks, completed from My Assigned Tasks.
 */
export function MyOnboardingCard({ userId }: { userId: string }) {
  const query = useOnboardingItems(userId);
  const open = (query.data ?? []).filter((item) => item.status === 'Pending');
  if (open.length === 0) return null;
  return (
    <section aria-label="My onboarding">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ClipboardCheck className="size-5 text-primary" aria-hidden="true" />
            My onboarding
          </CardTitle>
          <CardDescription>
            Welcome aboard! These are still open; mark each done from My Assigned Tasks.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2">
            {open.map((item) => (
              <li
                key={item.taskId}
                data-testid="onboarding-item"
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
              >
                <span className="font-medium break-words">{item.title}</span>
                <span className="text-xs text-muted-foreground">Due {formatDateDMY(item.dueOn)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
