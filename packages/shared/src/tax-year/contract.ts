import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { TAX_YEAR_ENDPOINTS } from './endpoints.ts';
import {
  declarationsBodySchema,
  regimeChoiceBodySchema,
  staffRegimeBodySchema,
  taxYearLineParamsSchema,
  taxYearPersonParamsSchema,
  taxYearQuerySchema,
  taxYearViewSchema,
  taxYearWindowBodySchema,
  taxYearWindowParamsSchema,
  taxYearWindowSchema,
  verifyDeclarationBodySchema,
} from './schemas.ts';

export const TAX_YEAR_CONTRACT = defineContract(TAX_YEAR_ENDPOINTS, {
  myTaxYear: {
    summary:
      "The caller's tax year: regime, declarations with what counts, and the year's tax under both regimes (any signed-in person)",
    query: taxYearQuerySchema,
    response: taxYearViewSchema,
    errors: [400, 401],
    access: { roles: ANY_ROLE },
  },
  chooseRegime: {
    summary:
      "Choose the caller's own regime for the current tax year while the Admin's window is open (409 after)",
    body: regimeChoiceBodySchema,
    response: taxYearViewSchema,
    errors: [400, 401, 409],
    access: { roles: ANY_ROLE },
  },
  declare: {
    summary:
      "Declare the caller's old-regime exemptions and deductions for the current tax year (a verified line cannot change: 409)",
    body: declarationsBodySchema,
    response: taxYearViewSchema,
    errors: [400, 401, 409],
    access: { roles: ANY_ROLE },
  },
  personTaxYear: {
    summary: "A person's tax year: regime, declarations and verification (Admin, HR)",
    params: taxYearPersonParamsSchema,
    query: taxYearQuerySchema,
    response: taxYearViewSchema,
    errors: [400, 401, 403, 404],
  },
  setRegime: {
    summary:
      "Set a person's regime for the current tax year with a reason (Admin, HR); it locks the person's choice",
    params: taxYearPersonParamsSchema,
    body: staffRegimeBodySchema,
    response: taxYearViewSchema,
    errors: [400, 401, 403, 404],
  },
  verifyDeclaration: {
    summary:
      'Verify one declared line: accept, accept in part with a reason, or reject with a reason (Admin, HR)',
    params: taxYearLineParamsSchema,
    body: verifyDeclarationBodySchema,
    response: taxYearViewSchema,
    errors: [400, 401, 403, 404],
  },
  setWindow: {
    summary:
      "Set a tax year's windows (Admin): the regime choice's last day and the day from which only proofs count",
    params: taxYearWindowParamsSchema,
    body: taxYearWindowBodySchema,
    response: taxYearWindowSchema,
    errors: [400, 401, 403],
  },
});
