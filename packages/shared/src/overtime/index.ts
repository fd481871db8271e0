// Overtime, comp-off and on-duty (issue 45): settings, messages, schemas and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './schemas.ts';
export * from './endpoints.ts';
export * from './on-duty.ts';
export * from './on-duty-endpoints.ts';
