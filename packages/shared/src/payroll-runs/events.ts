import type { ServerEventSchemas } from '../realtime.ts';
import { salaryRecordSchema } from '../payroll/schemas.ts';
import { payrollPreviewProgressSchema } from './schemas.ts';

/** The Admin hears how far a preview got; the person hears their record's new status (docs/realtime.md). */
export const PAYROLL_RUN_EVENTS = {
  payroll_preview_progress: payrollPreviewProgressSchema,
  salary_status_updated: salaryRecordSchema,
} as const satisfies ServerEventSchemas;
