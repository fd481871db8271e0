import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documentKeyEnum, roleEnum } from './enums.ts';

/** A person of the organisation; every role is a user (spec: User and Employee). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-facing Employee ID number (shown as EMP-0001). */
    employeeNo: serial('employee_no').notNull(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('Employee'),
    baseSalaryPaise: bigint('base_salary_paise', { mode: 'number' }).notNull().default(0),
    joinedOn: date('joined_on', { mode: 'string' }).notNull(),
    /** The employee form's optional file. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    /** Bumped to revoke every token issued before (password change, reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Issue 43: the last working day of a decided exit; from the day after, the person cannot sign in. */
    leftOn: date('left_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_employee_no_unique').on(t.employeeNo),
    // Keyset pages of people by name (the attendance sheet's order; docs/paging.md).
    index('users_name_id_idx').on(t.name, t.id),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_base_salary_non_negative', sql`${t.baseSalaryPaise} >= 0`),
  ],
);

/** additionalDetails of the spec: the personal e-mail (locked once set). */
export const employeeDetails = pgTable('employee_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  personalEmail: text('personal_email'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One row per uploaded document (seven keys); locked unless re-upload was granted. */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    docKey: documentKeyEnum('doc_key').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    reuploadGranted: boolean('reupload_granted').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.docKey] })],
);
