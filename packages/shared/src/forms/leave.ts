import { z } from 'zod';
import { validateLeaveApplication, type CustomLeaveTypeRules } from '../leave/rules.ts';
import { applyLeaveBodySchema } from '../leave/schemas.ts';
import type { WorkCalendar } from '../calendar/work-calendar.ts';

/**
 * Apply for Leave: the body schema, then the spec's rules in the spec's order (one message, the first
 * rule broken), as the server applies them. Answers the body to send, the end date filled in.
 */
export const applyLeaveFormSchema = (
  today: string,
  calendar?: WorkCalendar,
  customTypes: readonly CustomLeaveTypeRules[] = [],
) =>
  applyLeaveBodySchema.transform((body, ctx) => {
    const checked = validateLeaveApplication(body, today, calendar, customTypes);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: checked.message });
      return z.NEVER;
    }
    const halfDay = body.halfDay === true && customTypes.some((t) => t.name === checked.value.type);
    return { ...checked.value, reason: (body.reason ?? '').trim(), ...(halfDay ? { halfDay } : {}) };
  });
