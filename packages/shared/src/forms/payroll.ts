import { PAYROLL_MESSAGES, generateSalaryRequestSchema, parsePayPeriod } from '../payroll.ts';

/** Generate Salary Slips: the request schema, then a pay period the server will read ('October 2025'). */
export const generateSalaryFormSchema = generateSalaryRequestSchema.superRefine((value, ctx) => {
  if (value.month.trim() && !parsePayPeriod(value.month)) {
    ctx.addIssue({ code: 'custom', path: ['month'], message: PAYROLL_MESSAGES.invalidPeriod });
  }
});
