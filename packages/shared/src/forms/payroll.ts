import { z } from 'zod';
import { PAYROLL_MESSAGES, generateSalaryRequestSchema, parsePayPeriod } from '../payroll/schemas.ts';

/**
 * Generate Salary Slips: the request schema, then a pay period the server will read ('October 2025'). The
 * ids come from the list the server gave, so the browser checks only that some are chosen.
 */
export const generateSalaryFormSchema = generateSalaryRequestSchema
  .extend({ employeeIds: z.array(z.string()).min(1, PAYROLL_MESSAGES.generateEmpty) })
  .superRefine((value, ctx) => {
    if (value.month.trim() && !parsePayPeriod(value.month)) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: PAYROLL_MESSAGES.invalidPeriod });
    }
  });
