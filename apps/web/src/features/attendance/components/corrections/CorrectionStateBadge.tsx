import type { CorrectionState } from '@hrms/shared';
import { Badge } from '../../../../components/ui/badge';

const VARIANT = { Pending: 'warning', Approved: 'success', Rejected: 'destructive' } as const;

/** A request's state, in words (never colour alone). */
export function CorrectionStateBadge({ state }: { state: CorrectionState }) {
  return <Badge variant={VARIANT[state]}>{state}</Badge>;
}
