import type { FastifyPluginAsync } from 'fastify';
import { PAYROLL_SETTINGS_ENDPOINTS } from '@hrms/shared';
import { PAYROLL_SETTINGS_CONTRACT } from '@hrms/shared/payroll-settings/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerTable } from '../../plugins/register-endpoints.ts';
import type { PayrollSettingsService } from './payroll-settings.service.ts';

/** Everything of the domain but the tax estimate, which the statutory engine's module serves. */
const { taxEstimate: _taxEstimate, ...ENDPOINTS } = PAYROLL_SETTINGS_ENDPOINTS;

/**
 * Payroll settings, payroll profiles and salary revisions: paths, schemas and access in
 * packages/shared/src/payroll-settings/ (Admin writes; a person reads their own profile and revisions).
 */
export const payrollSettingsRoutes: FastifyPluginAsync<{ payrollSettings: PayrollSettingsService }> = async (
  app,
  { payrollSettings },
) =>
  registerTable(app, 'payrollSettings', ENDPOINTS, PAYROLL_SETTINGS_CONTRACT, {
    getSettings: async () => payrollSettings.getSettings(),
    putSettings: async (request) => payrollSettings.putSettings(callerOf(request), request.body),
    getProfile: async (request) => payrollSettings.getProfile(callerOf(request), request.params.id),
    putProfile: async (request) =>
      payrollSettings.putProfile(callerOf(request), request.params.id, request.body),
    listRevisions: async (request) => payrollSettings.listRevisions(request.params.id),
    addRevision: async (request) =>
      payrollSettings.addRevision(callerOf(request), request.params.id, request.body),
  });
