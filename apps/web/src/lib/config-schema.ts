// GET /api/config's schema, loaded on first use (a SchemaSource loader, lib/api.ts): every screen asks
// for the config, and none should wait for zod to paint.
export { publicConfigSchema } from '@hrms/shared';
