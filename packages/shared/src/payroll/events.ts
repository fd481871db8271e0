import type { ServerEventSchemas } from '../realtime.ts';
import { salaryBatchProgressSchema, salaryRecordSchema } from './schemas.ts';

/** The employee hears of each new slip; the Admin who started a batch of its progress (docs/realtime.md). */
export const PAYROLL_EVENTS = {
  new_salary_record: salaryRecordSchema,
  salary_batch_progress: salaryBatchProgressSchema,
} as const satisfies ServerEventSchemas;
