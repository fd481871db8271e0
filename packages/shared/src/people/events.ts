import { z } from 'zod';
import type { ServerEventSchemas } from '../realtime.ts';
import { employeeDetailsSchema, employeeSchema } from './schemas.ts';

export const employeeDeletedEventSchema = z.object({ _id: z.string() });

/**
 * The people events (docs/realtime.md): Admins hear the full employee, HR the HR view (no salary, no
 * documents); a deletion carries only the id; Admins hear when someone updates their own details.
 */
export const PEOPLE_EVENTS = {
  employee_added: employeeSchema,
  employee_updated: employeeSchema,
  employee_deleted: employeeDeletedEventSchema,
  employee_details_updated: employeeDetailsSchema,
} as const satisfies ServerEventSchemas;
