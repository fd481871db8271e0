// Languages: codes (zod-free), schemas and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './codes.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
