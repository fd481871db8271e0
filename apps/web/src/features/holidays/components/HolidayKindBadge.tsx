import type { HolidayKind } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';

export const KIND_LABELS: Record<HolidayKind, string> = { public: 'Public', optional: 'Optional' };

export function HolidayKindBadge({ kind }: { kind: HolidayKind }) {
  return <Badge variant={kind === 'public' ? 'success' : 'secondary'}>{KIND_LABELS[kind]}</Badge>;
}
