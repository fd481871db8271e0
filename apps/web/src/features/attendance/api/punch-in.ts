import type { QueryClient } from '@tanstack/react-query';
import type { AttendanceRecord, Role } from '@hrms/shared';
import { ApiError } from '../../../lib/api';
import { call } from '../../../lib/api-client';
import { currentPosition } from '../geolocation';
import { punchPlaceKeys, punchRequirementsQuery } from './punch-places';

/** The server's answer when office locations are set and the punch carried no position. */
const wantsPosition = (error: unknown) => error instanceof ApiError && error.code === 'location_needed';

/**
 * Punch in from my own area. With no office locations set (the default) it sends no body, as the spec's
 * client does; with locations it sends the browser's position. When the server asks for a position the
 * screen did not know it needed (locations set a moment ago), it asks the browser once and tries again.
 */
export async function punchInFromHere(
  queryClient: QueryClient,
  role: Role,
  userId: string,
): Promise<AttendanceRecord> {
  const requirements = await queryClient.fetchQuery(punchRequirementsQuery).catch(() => null);
  const body = requirements?.location ? await currentPosition() : undefined;
  try {
    return await call('attendance', 'punchIn', { role, own: userId, body });
  } catch (error) {
    if (body || !wantsPosition(error)) throw error;
    void queryClient.invalidateQueries({ queryKey: punchPlaceKeys.requirements });
    return call('attendance', 'punchIn', { role, own: userId, body: await currentPosition() });
  }
}
