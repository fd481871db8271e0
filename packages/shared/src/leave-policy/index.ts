// Leave policies and balances (issue 20): schemas, presets, messages, realtime payloads and the endpoint
// table (the zod contract loads on its own: ./contract.ts).
export * from './schemas.ts';
export * from './events.ts';
export * from './endpoints.ts';
export * from './accrual.ts';
export * from './rules.ts';
export * from './opening.ts';
export * from './leave-types.ts';
export * from './balances-report.ts';
