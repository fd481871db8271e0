import type { TaskStatus } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/app';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useT();
  return <Badge variant={status === 'Completed' ? 'success' : 'warning'}>{t(`taskStatus.${status}`)}</Badge>;
}
