import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { orgClockParts, type OrgClockParts } from '@hrms/shared';
import { DEFAULT_ORG_TIMEZONE, orgConfigQuery } from './org-config';

/**
 * The browser follows the server's clock, not the device's: a phone set five minutes fast must
 * not see the punch-in window open early, nor pick "today" from another day. The offset is
 * measured from GET /api/config (serverTime against the moment the answer arrived).
 */
function useServerOffsetMs(): number {
  const { data, dataUpdatedAt } = useQuery(orgConfigQuery);
  if (!data?.serverTime || !dataUpdatedAt) return 0;
  const serverMs = Date.parse(data.serverTime);
  return Number.isFinite(serverMs) ? serverMs - dataUpdatedAt : 0;
}

/** "Now" on the server's clock, re-rendering every `tickMs` (the spec's clock refreshes every second). */
export function useOrgNow(tickMs = 1000): Date {
  const offset = useServerOffsetMs();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return new Date(now + offset);
}

/** The organisation's wall clock: date 'YYYY-MM-DD', time 'HH:MM', hour, weekday, in ORG_TIMEZONE. */
export function useOrgClock(tickMs = 1000): OrgClockParts & { now: Date; timeZone: string } {
  const { data } = useQuery(orgConfigQuery);
  const timeZone = data?.orgTimezone ?? DEFAULT_ORG_TIMEZONE;
  const now = useOrgNow(tickMs);
  return { ...orgClockParts(now, timeZone), now, timeZone };
}

/** Today's business date 'YYYY-MM-DD' in the organisation's timezone (checked every 30 s). */
export function useOrgToday(): string {
  return useOrgClock(30_000).date;
}
