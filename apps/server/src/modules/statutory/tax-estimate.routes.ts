import type { FastifyPluginAsync } from 'fastify';
import { PAYROLL_SETTINGS_ENDPOINTS } from '@hrms/shared';
import { PAYROLL_SETTINGS_CONTRACT } from '@hrms/shared/payroll-settings/contract';
import { registerTable, type EndpointHandler } from '../../plugins/register-endpoints.ts';
import { estimateTax } from './tax-estimate.ts';

type TaxEstimateOperation = (typeof PAYROLL_SETTINGS_CONTRACT)['taxEstimate'];

/**
 * The tax-estimate handler, for the `payrollSettings` handler map: registerEndpoints takes the whole
 * domain's map, so whoever registers the domain's other endpoints wires this one in it.
 */
export const taxEstimateHandler =
  (today: () => string): EndpointHandler<TaxEstimateOperation> =>
  async (request) =>
    estimateTax(request.query, today());

/**
 * GET /api/payroll/tax-estimate on its own (the one endpoint of the domain's table and contract), until
 * the `payrollSettings` routes register it through taxEstimateHandler; then this plugin goes.
 */
export const taxEstimateRoutes: FastifyPluginAsync<{ today: () => string }> = async (app, { today }) =>
  registerTable(
    app,
    'payrollSettings',
    { taxEstimate: PAYROLL_SETTINGS_ENDPOINTS.taxEstimate },
    { taxEstimate: PAYROLL_SETTINGS_CONTRACT.taxEstimate },
    { taxEstimate: taxEstimateHandler(today) },
  );
