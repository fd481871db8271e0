import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Expense claims (issue 45, docs/claims.md): the Admin's categories, a person's claims with receipts, the queue
 * of claims waiting for the caller (manager, delegate, HR) and their decisions. Schemas and access in contract.ts.
 */
export const CLAIM_ENDPOINTS = defineEndpoints({
  categories: { method: 'GET', path: '/claims/categories' },
  createCategory: { method: 'POST', path: '/claims/categories', status: 201 },
  updateCategory: { method: 'PUT', path: '/claims/categories/:id' },
  mine: { method: 'GET', path: '/claims' },
  submit: { method: 'POST', path: '/claims', status: 201 },
  queue: { method: 'GET', path: '/claims/queue' },
  decide: { method: 'POST', path: '/claims/:id/decision' },
});
