import { DEFAULT_PAYROLL_SETTINGS, payrollSettingsSchema, type PayrollSettings } from '@hrms/shared';

/**
 * The settings in force: the stored value over the defaults of a fresh install (calendar divisor, Basic 50%
 * / HRA 50% of Basic, every statutory deduction off), the organisation's name falling back to ORG_NAME.
 * A stored value that no longer parses (an older shape) falls back to the defaults field by field.
 */
export function settingsInForce(stored: unknown, orgName: string): PayrollSettings {
  const defaults: PayrollSettings = {
    ...DEFAULT_PAYROLL_SETTINGS,
    organisation: { name: orgName, address: '' },
  };
  if (!stored || typeof stored !== 'object') return defaults;
  const merged = { ...defaults, ...(stored as Partial<PayrollSettings>) };
  const parsed = payrollSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}
