import { orgDate, type Role } from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Caller } from '../../plugins/access.ts';
import { insertUser, insertUsers } from './new-account.repository.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  role: Role;
  baseSalaryPaise?: number;
  /** Payroll counts days from it; default: today in the organisation's timezone. */
  joinedOn?: string;
  /** The employee form's optional file, already stored (employees service). */
  fileKey?: string | null;
  fileName?: string | null;
}

/** Creates a sign-in account; the e-mail must be new. Used by the CLI; employee management builds on it. */
export async function createUserAccount(
  db: Queryable,
  clock: Clock,
  timeZone: string,
  account: NewAccount,
): Promise<Caller> {
  if (account.password.length < 8) throw badRequest('The password must be at least 8 characters.');
  try {
    return await insertUser(db, {
      name: account.name.trim(),
      email: normaliseEmail(account.email),
      passwordHash: await hashPassword(account.password),
      role: account.role,
      baseSalaryPaise: account.baseSalaryPaise ?? 0,
      joinedOn: account.joinedOn ?? orgDate(clock.now(), timeZone),
      fileKey: account.fileKey ?? null,
      fileName: account.fileName ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An employee with this email already exists.');
    throw error;
  }
}

/** A person of a bulk import (issue 43): no password is carried; they set their own through a reset link. */
export interface ImportedAccount {
  email: string;
  name: string;
  role: Role;
  baseSalaryPaise: number;
  joinedOn: string;
}

/**
 * Creates many accounts in the caller's transaction, a few hundred rows a statement. Every one gets the
 * same hash of a random secret nobody holds, so none can sign in until they set a password by link.
 */
export async function createImportedAccounts(
  db: Queryable,
  accounts: readonly ImportedAccount[],
  unusablePasswordHash: string,
): Promise<{ id: string; email: string }[]> {
  const created: { id: string; email: string }[] = [];
  for (let i = 0; i < accounts.length; i += 500) {
    const chunk = accounts.slice(i, i + 500).map((a) => ({
      name: a.name.trim(),
      email: normaliseEmail(a.email),
      passwordHash: unusablePasswordHash,
      role: a.role,
      baseSalaryPaise: a.baseSalaryPaise,
      joinedOn: a.joinedOn,
    }));
    try {
      created.push(...(await insertUsers(db, chunk)));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('An employee with this email already exists.');
      throw error;
    }
  }
  return created;
}
