import { formatDateDMY } from '@hrms/shared';

/** A delegation's days as listed: "23/11/2026", or "23/11/2026 to 24/11/2026". */
export const delegationPeriod = (d: { startDate: string; endDate: string }) =>
  d.startDate === d.endDate
    ? formatDateDMY(d.startDate)
    : `${formatDateDMY(d.startDate)} to ${formatDateDMY(d.endDate)}`;
