import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SalaryRecord } from '@hrms/shared';
import { translate } from '../../../lib/i18n/app';
import { formatPeriodText } from '../../../lib/i18n/format';
import { currentDigits, currentLanguage } from '../../../lib/i18n/store';

/** Slip links are signed for 15 minutes; a list older than this is reloaded before a slip opens. */
const FRESH_ENOUGH_MS = 5 * 60_000;

/**
 * Opens a record's slip with a link that is still valid: the list is refetched first when it is
 * older than five minutes (the browser tab may have stayed open for an hour).
 */
export function useSlipOpener(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [slip, setSlip] = useState<{ path: string; title: string } | null>(null);

  async function openSlip(record: SalaryRecord) {
    let fresh = record;
    const state = queryClient.getQueryState(queryKey);
    if (!state || Date.now() - state.dataUpdatedAt > FRESH_ENOUGH_MS) {
      await queryClient.refetchQueries({ queryKey, exact: true });
      fresh =
        queryClient.getQueryData<SalaryRecord[]>(queryKey)?.find((item) => item._id === record._id) ?? record;
    }
    if (fresh.slipPath)
      setSlip({
        path: fresh.slipPath,
        title: translate('slip.titleOf', {
          name: fresh.employeeName,
          month: formatPeriodText(fresh.month, currentLanguage(), currentDigits()),
        }),
      });
  }

  return { openSlip: (record: SalaryRecord) => void openSlip(record), slip, closeSlip: () => setSlip(null) };
}
