// Files: the endpoint table of signed links (the zod contract loads on its own: ./contract.ts).
export * from './endpoints.ts';
