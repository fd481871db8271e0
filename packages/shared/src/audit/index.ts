// Audit: the endpoint table (schemas in ../audit.ts; the zod contract loads on its own: ./contract.ts).
export * from './endpoints.ts';
