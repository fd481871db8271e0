import { Badge } from '../../../components/ui/badge';
import { translateOr, useT } from '../../../lib/i18n/app';

type Variant = 'success' | 'destructive' | 'warning' | 'secondary' | 'outline' | 'default';

const VARIANT: Record<string, Variant> = {
  Present: 'success',
  'Punched In': 'default',
  Absent: 'destructive',
  'Sick Leave': 'warning',
  'Paid Leave': 'secondary',
  'Short Leave': 'secondary',
  'Half Day': 'warning',
};

/** One colour per attendance status, with the status text itself (never colour alone). */
export function AttendanceStatusBadge({ status }: { status: string }) {
  useT();
  return <Badge variant={VARIANT[status] ?? 'outline'}>{translateOr(`status.${status}`, status)}</Badge>;
}
