import type { LeaveStatus } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';

const VARIANT = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'destructive',
  Cancelled: 'secondary',
} as const;

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return <Badge variant={VARIANT[status]}>{status}</Badge>;
}
