import type { Role, SessionUser } from '@hrms/shared';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { MyNotificationsList } from './MyNotificationsList';
import { SendNotificationForm } from './SendNotificationForm';
import { SentHistory } from './SentHistory';
import { useT } from '../../../lib/i18n/app';

interface TabProps {
  user: SessionUser;
  role: Role;
}

/** The employee's Notifications tab. */
export function NotificationsTab({ user, role }: TabProps) {
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tab.notifications')}</CardTitle>
      </CardHeader>
      <CardContent>
        <MyNotificationsList role={role} userId={user.id} title={t('notif.mine')} />
      </CardContent>
    </Card>
  );
}

/** Admin and HR: send, the sent history, and their own notifications. */
export function SendNotificationTab({ user, role }: TabProps) {
  const { t } = useT();
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{t('tab.send-notification')}</CardTitle>
        </CardHeader>
        <CardContent>
          <SendNotificationForm role={role} userId={user.id} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <SentHistory role={role} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <MyNotificationsList role={role} userId={user.id} title={t('notif.mine')} />
        </CardContent>
      </Card>
    </div>
  );
}
