import { defineEndpoints } from '../http/endpoints.ts';

/** Payroll runs (issue 22): Admin only; schemas in contract.ts, rules in docs/payroll.md. */
export const PAYROLL_RUN_ENDPOINTS = defineEndpoints({
  preview: { method: 'POST', path: '{area}/payroll-runs/preview', areas: ['admin'] },
  status: { method: 'GET', path: '{area}/payroll-runs/:period', areas: ['admin'] },
  register: { method: 'GET', path: '{area}/payroll-runs/:period/register', areas: ['admin'] },
  reopen: { method: 'POST', path: '{area}/payroll-runs/:period/reopen', areas: ['admin'] },
  markPaid: { method: 'POST', path: '{area}/payroll-runs/:period/paid', areas: ['admin'] },
  bankFile: { method: 'GET', path: '{area}/payroll-runs/:period/bank-transfer', areas: ['admin'] },
  ecr: { method: 'GET', path: '{area}/payroll-runs/:period/epfo-ecr', areas: ['admin'] },
  esic: { method: 'GET', path: '{area}/payroll-runs/:period/esic', areas: ['admin'] },
  professionalTax: { method: 'GET', path: '{area}/payroll-runs/:period/professional-tax', areas: ['admin'] },
});
