import { z } from 'zod';
import type { ServerEventSchemas } from '../realtime.ts';

/** A person's balance changed without a status change (an adjustment, an accrual): refetch it. */
export const LEAVE_POLICY_EVENTS = {
  leave_balance_updated: z.object({ employeeId: z.string() }),
} as const satisfies ServerEventSchemas;
