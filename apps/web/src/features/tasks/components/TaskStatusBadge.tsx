import type { TaskStatus } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge variant={status === 'Completed' ? 'success' : 'warning'}>{status}</Badge>;
}
