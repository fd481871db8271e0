// Bulk import (issue 43): kinds, limits, columns, messages, schemas and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './schemas.ts';
export * from './endpoints.ts';
