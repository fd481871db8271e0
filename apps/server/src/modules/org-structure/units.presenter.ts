import { indianStateName, type Department, type Designation, type OrgLocation } from '@hrms/shared';
import type { DepartmentRow, DesignationRow, LocationRow } from './units.repository.ts';

/* The structure's answers: names and head counts only. */

export function presentDepartment(row: DepartmentRow, peopleCount: number): Department {
  return {
    id: row.id,
    name: row.name,
    head: row.headId && row.headName ? { id: row.headId, name: row.headName } : null,
    peopleCount,
  };
}

export function presentDesignation(row: DesignationRow, peopleCount: number): Designation {
  return { id: row.id, name: row.name, peopleCount };
}

/** A location without a state of its own (the fresh install's Head office) shows the payroll settings' one. */
export function presentLocation(
  row: LocationRow,
  peopleCount: number,
  payrollState: string | null,
): OrgLocation {
  const state = row.state ?? payrollState;
  return {
    id: row.id,
    name: row.name,
    state,
    stateName: state ? indianStateName(state) : null,
    stateFromPayroll: row.state === null,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    pinCode: row.pinCode,
    peopleCount,
  };
}
