import type { FastifyPluginAsync } from 'fastify';
import { TAX_YEAR_CONTRACT } from '@hrms/shared/tax-year/contract';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import type { TaxYearService } from './tax-year.service.ts';

/** The tax year: paths, schemas and access in packages/shared/src/tax-year/. */
export const taxYearRoutes: FastifyPluginAsync<{ taxYear: TaxYearService }> = async (app, { taxYear }) =>
  registerEndpoints(app, 'taxYear', TAX_YEAR_CONTRACT, {
    myTaxYear: async (request) => {
      const caller = callerOf(request);
      return taxYear.view(caller, caller.id, request.query.year);
    },
    chooseRegime: async (request) => taxYear.chooseRegime(callerOf(request), request.body),
    declare: async (request) => taxYear.declare(callerOf(request), request.body),
    personTaxYear: async (request) => taxYear.view(callerOf(request), request.params.id, request.query.year),
    setRegime: async (request) => taxYear.setRegime(callerOf(request), request.params.id, request.body),
    verifyDeclaration: async (request) =>
      taxYear.verify(callerOf(request), request.params.id, request.params.lineId, request.body),
    setWindow: async (request) => taxYear.setWindow(callerOf(request), request.params.year, request.body),
  });
