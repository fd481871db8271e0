import type { LeaveStatus } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/app';

const VARIANT = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'destructive',
  Cancelled: 'secondary',
} as const;

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  const { t } = useT();
  return <Badge variant={VARIANT[status]}>{t(`leaveStatus.${status}`)}</Badge>;
}
