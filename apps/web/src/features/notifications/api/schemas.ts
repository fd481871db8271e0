// The response schemas of the header bell's calls and live events, loaded on first use (a SchemaSource
// loader, lib/api.ts), so every dashboard's header paints before zod downloads.
export { notificationListSchema, notificationSchema } from '@hrms/shared';
