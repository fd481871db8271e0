import {
  defaultPolicyOf,
  policyOn,
  type LeaveTypeInfo,
  type LeavePolicyBody,
  type LeaveType,
  type LeaveYearStart,
  type PolicyVersion,
} from '@hrms/shared';
import type { Queryable } from '../../db/client.ts';
import { listPolicyVersions, readYearStart } from './leave-policy.repository.ts';
import { listLeaveTypes } from './leave-types.repository.ts';

/** Every type's policy versions and the leave year, read once per operation (docs/leave.md). */
export interface PolicyBook {
  yearStart: LeaveYearStart;
  /** Every leave type's name, built-in first (retired ones too: their balances and history stay). */
  types: LeaveType[];
  /** A type by name (undefined: no such type). */
  type(name: string): LeaveTypeInfo | undefined;
  versions(type: LeaveType): PolicyVersion[];
  /** The policy in force on a date (no version: the fresh install's defaults). */
  on(type: LeaveType, date: string): LeavePolicyBody;
  /** The type whose balance a type takes from on a date (Half Day: Paid Leave by default). */
  balanceType(type: LeaveType, date: string): LeaveType;
  /** When the type's policy last changed, null: never. */
  updatedAt(type: LeaveType): Date | null;
}

export async function loadPolicyBook(db: Queryable): Promise<PolicyBook> {
  const [rows, yearStart, types] = await Promise.all([
    listPolicyVersions(db),
    readYearStart(db),
    listLeaveTypes(db),
  ]);
  const byType = new Map<LeaveType, PolicyVersion[]>(types.map((type) => [type.name, []]));
  const info = new Map(types.map((type) => [type.name, type]));
  const updated = new Map<LeaveType, Date>();
  for (const { type, createdAt, ...version } of rows) {
    byType.get(type)!.push(version);
    const last = updated.get(type);
    if (!last || createdAt > last) updated.set(type, createdAt);
  }
  const on = (type: LeaveType, date: string) =>
    policyOn(byType.get(type) ?? [], date, defaultPolicyOf(type));
  return {
    yearStart,
    types: types.map((type) => type.name),
    type: (name) => info.get(name),
    versions: (type) => byType.get(type) ?? [],
    on,
    balanceType: (type, date) => on(type, date).countsAgainst ?? type,
    updatedAt: (type) => updated.get(type) ?? null,
  };
}
