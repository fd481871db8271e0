import type { CorrectionState } from '@hrms/shared';
import { Badge } from '../../../../components/ui/badge';
import { useT } from '../../../../lib/i18n/app';

const VARIANT = { Pending: 'warning', Approved: 'success', Rejected: 'destructive' } as const;

/** A request's state, in words (never colour alone), in the language. */
export function CorrectionStateBadge({ state }: { state: CorrectionState }) {
  const { t } = useT();
  return <Badge variant={VARIANT[state]}>{t(`corrState.${state}`)}</Badge>;
}
