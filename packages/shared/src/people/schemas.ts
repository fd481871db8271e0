import { z } from 'zod';
import { ROLES, type Role } from '../roles.ts';
import { isRecordId, isScheduleDate } from '../schedule-fields.ts';

/** Spec section 3: the seven document keys and their labels, in the order the details page shows them. */
export const DOCUMENT_KEYS = [
  'tenthMarksheet',
  'twelfthMarksheet',
  'resume',
  'panCardFront',
  'aadharCardFront',
  'aadharCardBack',
  'cancelledCheque',
] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const DOCUMENT_LABELS: Record<DocumentKey, string> = {
  tenthMarksheet: '10th Marksheet',
  twelfthMarksheet: '12th Marksheet',
  resume: 'Resume',
  panCardFront: 'PAN Card',
  aadharCardFront: 'Aadhaar Card Front',
  aadharCardBack: 'Aadhaar Card Back',
  cancelledCheque: 'Cancelled Cheque',
};

/**
 * Identity documents (docs/privacy.md): HR sees that one is on file and its status; opening it is the
 * Admin's, or HR's with a stated reason, audited either way. The others (mark sheets, resume) HR opens.
 */
export const IDENTITY_DOCUMENT_KEYS = [
  'panCardFront',
  'aadharCardFront',
  'aadharCardBack',
  'cancelledCheque',
] as const satisfies readonly DocumentKey[];
export const isIdentityDocument = (key: string): boolean =>
  (IDENTITY_DOCUMENT_KEYS as readonly string[]).includes(key);

export const isDocumentKey = (value: string): value is DocumentKey =>
  (DOCUMENT_KEYS as readonly string[]).includes(value);

/** What an upload may be, decided by the file's content on the server; the browser's picker offers the same. */
export const UPLOAD_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
export const DEFAULT_MAX_UPLOAD_MB = 5;

export const DOCUMENT_STATUSES = ['Not Uploaded', 'Uploaded', 'Re-upload Granted'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Every people/documents string of spec sections 5 and 8, plus our own server answers. */
export const PEOPLE_MESSAGES = {
  formRequired: 'Please fill in Name, Email, and Password.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'The password must be at least 8 characters.',
  nameTooLong: 'The name must be at most 100 characters.',
  invalidRole: 'The role must be Admin, HR or Employee.',
  invalidSalary: 'The base salary must be a non-negative amount in rupees (at most two decimals).',
  invalidJoinedOn: 'The joining date must be a valid date.',
  emailTaken: 'An employee with this email already exists.',
  employeeNotFound: 'Employee not found.',
  unknownPlacement: 'The department, designation, location or manager must be one of the list.',
  roleNotAllowed: 'Only an Admin can add an HR or Admin account.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAdmin: 'The organisation must keep at least one Admin.',
  saveFailed: 'Failed to save employee.',
  added: 'Employee added.',
  updated: 'Employee updated.',
  deleteFailed: 'Failed to delete employee.',
  deleted: 'Employee deleted.',
  confirmDelete: (name: string) =>
    `This action cannot be undone. This will permanently delete the employee ${name} and all of their data.`,
  fetchFailed: 'Failed to fetch employee data.',
  unknownDocument: 'Unknown document. Choose one of the seven documents.',
  fileType: 'Only PDF, JPEG or PNG files are accepted (checked by their content).',
  fileTooLarge: (mb: number) => `Each file must be at most ${mb} MB.`,
  tooManyParts: 'Too many files or fields in one request.',
  notMultipart: 'Send the form as multipart/form-data.',
  documentLocked: (label: string) =>
    `${label} is already uploaded and locked. Ask an Admin for re-upload access.`,
  personalEmailLocked: 'The personal email is locked once set.',
  noDocumentToGrant: 'There is no uploaded file for this document yet.',
  alreadyGranted: 'Re-upload access is already granted for this document.',
  accessGranted: (label: string) =>
    `Access granted for ${label}. The employee can now re-upload this document.`,
  grantFailed: 'Failed to grant access.',
  detailsFetchFailed: 'Failed to fetch employee details.',
  detailsUpdateFailed: 'Failed to update details.',
  detailsUpdated: 'Details updated successfully!',
  nothingToSave: 'No new information to save.',
  reuploadGrantedToast: (label: string) => `Re-upload access granted for ${label}. You can upload it again.`,
  employeeAddedToast: (name: string) => `New employee added: ${name}`,
  employeeUpdatedToast: (name: string) => `Employee updated: ${name}`,
  employeeDeletedToast: 'An employee was deleted.',
  detailsUpdatedToast: (name: string) => `${name} updated their additional details.`,
} as const;

/**
 * Who may create whom: Admin any role; HR adds Employees only (issue 39, four-eyes: an HR account an HR
 * person created could approve that person's leave, so approver accounts are the Admin's to create;
 * docs/decisions.md); Employees create no one. The form's role select offers exactly these.
 */
export const CREATABLE_ROLES: Record<Role, readonly Role[]> = {
  Admin: ['Employee', 'Admin', 'HR'],
  HR: ['Employee'],
  Employee: [],
};

export const MAX_BASE_SALARY_RUPEES = 100_000_000;

/** Rupees as typed in a form ('45000', '45000.50') or sent as a number; '' means 0 on create, unchanged on update. */
export const baseSalaryField = z
  .union([z.number(), z.string().trim()], { error: PEOPLE_MESSAGES.invalidSalary })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) > MAX_BASE_SALARY_RUPEES) {
      ctx.addIssue({ code: 'custom', message: PEOPLE_MESSAGES.invalidSalary });
      return z.NEVER;
    }
    return Number(text);
  });

const requiredFormText = z
  .string({ error: PEOPLE_MESSAGES.formRequired })
  .trim()
  .min(1, { error: PEOPLE_MESSAGES.formRequired });
const emailField = requiredFormText.pipe(
  z.email({ error: PEOPLE_MESSAGES.invalidEmail }).max(254, { error: PEOPLE_MESSAGES.invalidEmail }),
);
const nameField = requiredFormText.pipe(z.string().max(100, { error: PEOPLE_MESSAGES.nameTooLong }));
const passwordField = z
  .string({ error: PEOPLE_MESSAGES.formRequired })
  .min(1, { error: PEOPLE_MESSAGES.formRequired })
  .min(8, { error: PEOPLE_MESSAGES.passwordTooShort })
  .max(1024, { error: PEOPLE_MESSAGES.passwordTooShort });
const roleField = z.enum(ROLES, { error: PEOPLE_MESSAGES.invalidRole });
const joinedOnField = z.string().trim().refine(isScheduleDate, { error: PEOPLE_MESSAGES.invalidJoinedOn });
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** POST /api/admin/employees and /api/hr/employees (multipart fields or JSON). */
/** A department, designation, location or manager id sent with a new person (checked to exist by the server). */
const placementIdField = z
  .string({ error: PEOPLE_MESSAGES.unknownPlacement })
  .refine(isRecordId, { error: PEOPLE_MESSAGES.unknownPlacement });

export const createEmployeeFieldsSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  role: z.preprocess(emptyToUndefined, roleField.default('Employee')),
  baseSalary: z.preprocess(emptyToUndefined, baseSalaryField.optional()),
  joinedOn: z.preprocess(emptyToUndefined, joinedOnField.optional()),
  // Issue 42: the person's place in the structure from their joining date (or today), saved with the account.
  departmentId: z.preprocess(emptyToUndefined, placementIdField.optional()),
  designationId: z.preprocess(emptyToUndefined, placementIdField.optional()),
  locationId: z.preprocess(emptyToUndefined, placementIdField.optional()),
  managerId: z.preprocess(emptyToUndefined, placementIdField.optional()),
});
export type CreateEmployeeFields = z.input<typeof createEmployeeFieldsSchema>;

/** PUT /api/admin/employees/:id: every field optional; a blank password keeps the current one. */
export const updateEmployeeFieldsSchema = z.object({
  name: z.preprocess(emptyToUndefined, nameField.optional()),
  email: z.preprocess(emptyToUndefined, emailField.optional()),
  password: z.preprocess(emptyToUndefined, passwordField.optional()),
  role: z.preprocess(emptyToUndefined, roleField.optional()),
  baseSalary: z.preprocess(emptyToUndefined, baseSalaryField.optional()),
  joinedOn: z.preprocess(emptyToUndefined, joinedOnField.optional()),
});
export type UpdateEmployeeFields = z.input<typeof updateEmployeeFieldsSchema>;

export const documentKeySchema = z.enum(DOCUMENT_KEYS, { error: PEOPLE_MESSAGES.unknownDocument });

/**
 * `restricted`: an identity document shown to HR: `path` is '' and the file opens only through the audited
 * open route with a reason (docs/privacy.md). Absent for everyone else.
 */
export const storedFileSchema = z.object({
  path: z.string(),
  originalName: z.string(),
  restricted: z.literal(true).optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** Spec section 3: additionalDetails; personalEmail is '' until set; a document key is present once uploaded. */
export const additionalDetailsSchema = z.object({
  personalEmail: z.string(),
  reuploadAccess: z.array(documentKeySchema),
  ...(Object.fromEntries(DOCUMENT_KEYS.map((key) => [key, storedFileSchema.optional()])) as Record<
    DocumentKey,
    z.ZodOptional<typeof storedFileSchema>
  >),
});
export type AdditionalDetails = z.infer<typeof additionalDetailsSchema>;

/** An employee as lists show it. baseSalary and additionalDetails only reach Admins. */
export const employeeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleField,
  employeeId: z.string(),
  joinedOn: z.string(),
  baseSalary: z.number().optional(),
  filePath: z.string().optional(),
  fileName: z.string().optional(),
  additionalDetails: additionalDetailsSchema.optional(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET /api/details/:id. */
export const employeeDetailsSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleField,
  employeeId: z.string(),
  additionalDetails: additionalDetailsSchema,
});
export type EmployeeDetails = z.infer<typeof employeeDetailsSchema>;

export const detailsFieldsSchema = z.object({
  personalEmail: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .pipe(
        z.email({ error: PEOPLE_MESSAGES.invalidEmail }).max(254, { error: PEOPLE_MESSAGES.invalidEmail }),
      )
      .optional(),
  ),
});

export const grantReuploadBodySchema = z.object({
  employeeId: z
    .string({ error: PEOPLE_MESSAGES.employeeNotFound })
    .min(1, { error: PEOPLE_MESSAGES.employeeNotFound }),
  field: z.string({ error: PEOPLE_MESSAGES.unknownDocument }).pipe(documentKeySchema),
});
export type GrantReuploadBody = z.infer<typeof grantReuploadBodySchema>;

export const grantReuploadResponseSchema = z.object({ message: z.string(), employee: employeeSchema });
export const deleteEmployeeResponseSchema = z.object({ message: z.string(), _id: z.string() });

/** A document's status in Manage Uploads. */
export function documentStatus(details: AdditionalDetails | undefined, key: DocumentKey): DocumentStatus {
  if (!details?.[key]) return 'Not Uploaded';
  return details.reuploadAccess.includes(key) ? 'Re-upload Granted' : 'Uploaded';
}
