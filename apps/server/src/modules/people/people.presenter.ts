import {
  formatEmployeeId,
  paiseToRupees,
  type AdditionalDetails,
  type Employee,
  type Role,
} from '@hrms/shared';
import type { FileLinks } from '../../storage/signed-url.ts';
import { seesSalaries } from './people.policy.ts';
import type { EmployeeRow } from './people.repository.ts';

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** The employee as `viewer` may see them: salary and the document summary only for Admins. */
export function presentEmployee(
  row: EmployeeRow,
  viewer: Role,
  links: FileLinks,
  details?: AdditionalDetails,
): Employee {
  const employee: Employee = {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    employeeId: formatEmployeeId(row.employeeNo),
    joinedOn: row.joinedOn,
  };
  if (row.fileKey) {
    const extension = row.fileKey.split('.').pop() ?? '';
    employee.fileName = row.fileName ?? `file.${extension}`;
    employee.filePath = links.url(row.fileKey, {
      fileName: employee.fileName,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    });
  }
  if (seesSalaries(viewer)) {
    employee.baseSalary = paiseToRupees(row.baseSalaryPaise);
    if (details) employee.additionalDetails = details;
  }
  return employee;
}
