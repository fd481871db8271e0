// System: the endpoint table (schemas in ../http.ts; the zod contract loads on its own: ./contract.ts).
export * from './endpoints.ts';
