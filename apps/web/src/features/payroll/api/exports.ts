import type { Role } from '@hrms/shared';
import { callPath } from '../../../lib/api-client';

/** The download endpoints (CSV / XLSX) under /api; the list adds the format and its filters. */
export const allSalariesExportPath = (): string => callPath('payroll', 'exportAll');

/** Each role downloads its own history under its own area, like the list (spec section 7). */
export const ownSalariesExportPath = (role: Role, userId: string): string =>
  callPath('payroll', 'exportOwn', { role, own: userId });
