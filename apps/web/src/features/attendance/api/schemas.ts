// The response schemas of the attendance calls that the Home tab's clock card makes. Loaded on first
// use (a SchemaSource loader, lib/api.ts), so the clock card paints before zod downloads.
export { attendanceListSchema, attendanceRecordSchema } from '@hrms/shared';
