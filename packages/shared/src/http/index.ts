// The HTTP contract's plain half (no zod): role areas, access, endpoint tables and the domain registry.
export * from './access.ts';
export * from './areas.ts';
export * from './endpoints.ts';
export * from './domains.ts';
export * from './contract.ts';
export * from './error-codes.ts';
