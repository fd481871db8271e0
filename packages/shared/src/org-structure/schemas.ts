import { z } from 'zod';
import { isBusinessDate } from '../calendar/dates.ts';
import { isRecordId } from '../schedule-fields.ts';
import { ATTENDANCE_STATUSES } from '../attendance/constants.ts';
import { ORG_ADDRESS_MAX, ORG_MESSAGES, ORG_NAME_MAX, TEAM_SCOPES } from './messages.ts';
import { isIndianStateCode } from './states.ts';

const M = ORG_MESSAGES;

export const orgIdParamsSchema = z.object({ id: z.string() });

const nameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(ORG_NAME_MAX, { error: M.nameTooLong });

/** An id or null (clears the value); a string that is no id is refused (400) before any lookup. */
const nullableId = z.string({ error: M.invalidId }).refine(isRecordId, { error: M.invalidId }).nullable();

const addressLine = z
  .string()
  .trim()
  .max(ORG_ADDRESS_MAX, { error: M.addressTooLong })
  .nullish()
  .transform((value) => (value ? value : null));

const orgDate = z
  .string({ error: M.invalidDate })
  .refine((value) => isBusinessDate(value) && value >= '2000-01-01' && value <= '2100-12-31', {
    error: M.invalidDate,
  });

/** POST/PUT {area}/departments: the head is a person, optional. */
export const departmentBodySchema = z.object({ name: nameField, headId: nullableId.optional() });
export const designationBodySchema = z.object({ name: nameField });
/** POST/PUT {area}/locations: the state is an Indian state or UT code (states.ts), 400 with the list. */
export const locationBodySchema = z.object({
  name: nameField,
  state: z.string({ error: M.state }).trim().toUpperCase().refine(isIndianStateCode, { error: M.state }),
  addressLine1: addressLine,
  addressLine2: addressLine,
  city: addressLine,
  pinCode: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^[1-9][0-9]{5}$/.test(value), { error: ORG_MESSAGES.pinCode }),
});
export type DepartmentBody = z.output<typeof departmentBodySchema>;
export type DesignationBody = z.output<typeof designationBodySchema>;
export type LocationBody = z.output<typeof locationBodySchema>;

const personRefSchema = z.object({ id: z.string(), name: z.string() });
const unitRefSchema = z.object({ id: z.string(), name: z.string() });
export type OrgUnitRef = z.infer<typeof unitRefSchema>;

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  head: personRefSchema.nullable(),
  peopleCount: z.number().int(),
});
export const designationSchema = z.object({
  id: z.string(),
  name: z.string(),
  peopleCount: z.number().int(),
});
export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The location's state; for "Head office" with none of its own, the payroll settings' default state. */
  state: z.string().nullable(),
  stateName: z.string().nullable(),
  /** True while the state follows the payroll settings (the fresh install's Head office). */
  stateFromPayroll: z.boolean(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  pinCode: z.string().nullable(),
  peopleCount: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;
export type Designation = z.infer<typeof designationSchema>;
export type OrgLocation = z.infer<typeof locationSchema>;

/** GET /api/org/structure: every name for the dropdowns (any signed-in person). */
export const orgStructureSchema = z.object({
  departments: z.array(departmentSchema),
  designations: z.array(designationSchema),
  locations: z.array(locationSchema),
});
export type OrgStructure = z.infer<typeof orgStructureSchema>;

/**
 * PUT {area}/employees/:id/placement: the values from `effectiveFrom` (default today) on. A field left out
 * keeps its value on that date; null clears it. One request is one transaction.
 */
export const placementBodySchema = z.object({
  effectiveFrom: orgDate.optional(),
  departmentId: nullableId.optional(),
  designationId: nullableId.optional(),
  locationId: nullableId.optional(),
  managerId: nullableId.optional(),
});
export type PlacementBody = z.input<typeof placementBodySchema>;

const placementValuesShape = {
  department: unitRefSchema.nullable(),
  designation: unitRefSchema.nullable(),
  location: unitRefSchema.nullable(),
  manager: personRefSchema.nullable(),
};
export const placementEntrySchema = z.object({ effectiveFrom: z.string(), ...placementValuesShape });
export type PlacementEntry = z.infer<typeof placementEntrySchema>;

/** GET /api/org/people/:id: today's values and every dated change, oldest first (future ones included). */
export const placementViewSchema = z.object({
  personId: z.string(),
  today: z.string(),
  current: z.object({ effectiveFrom: z.string().nullable(), ...placementValuesShape }),
  history: z.array(placementEntrySchema),
});
export type PlacementView = z.infer<typeof placementViewSchema>;

/** One person of the org chart: names only, never pay, documents or identity numbers. */
export const chartNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  employeeId: z.string(),
  managerId: z.string().nullable(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
  location: z.string().nullable(),
});
export type ChartNode = z.infer<typeof chartNodeSchema>;

/** GET /api/org/chart: Admin and HR the whole organisation; anyone else their manager chain and everyone below them. */
export const orgChartSchema = z.object({
  scope: z.enum(['organisation', 'branch']),
  nodes: z.array(chartNodeSchema),
});
export type OrgChart = z.infer<typeof orgChartSchema>;

export const teamQuerySchema = z.object({
  scope: z.enum(TEAM_SCOPES, { error: M.invalidScope }).default('direct'),
});

export const teamMemberSchema = chartNodeSchema.extend({
  /** 1 for a direct report, 2 for their reports, ... */
  depth: z.number().int(),
  /** Today's attendance status, null while nothing is recorded. */
  todayStatus: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/org/my-team: the caller's reports (any person; empty for someone who manages nobody). */
export const teamSchema = z.object({
  scope: z.enum(TEAM_SCOPES),
  today: z.string(),
  members: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;
