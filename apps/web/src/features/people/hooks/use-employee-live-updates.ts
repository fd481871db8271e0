import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { PEOPLE_MESSAGES, type Employee, type Role } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { patchEmployeePages } from '../api/employee-pages';
import { peopleKeys } from '../api/keys';
import { isLocalChange, upsertEmployee } from '../api/use-save-employee';

/**
 * Keeps the All Employees list live (spec section 4): added and updated people are replaced in
 * place, deleted ones removed, each with an info toast (not for this browser's own change, which
 * already had its success toast).
 */
export function useEmployeeLiveUpdates(viewer: Role) {
  const client = useQueryClient();
  const key = peopleKeys.employees(viewer);

  // Payloads arrive checked against the shared event schemas (lib/realtime.ts).
  const onUpsert = (kind: 'added' | 'updated') => (employee: Employee) => {
    client.setQueryData<Employee[]>(key, (list) => upsertEmployee(list, employee));
    patchEmployeePages(client, viewer, { upsert: employee });
    if (!isLocalChange(employee))
      toast.info(
        kind === 'added'
          ? PEOPLE_MESSAGES.employeeAddedToast(employee.name)
          : PEOPLE_MESSAGES.employeeUpdatedToast(employee.name),
      );
  };

  useServerEvent('employee_added', onUpsert('added'));
  useServerEvent('employee_updated', onUpsert('updated'));
  useServerEvent('employee_deleted', (payload) => {
    client.setQueryData<Employee[]>(key, (list) => list?.filter((item) => item._id !== payload._id));
    patchEmployeePages(client, viewer, { remove: payload._id });
    if (!isLocalChange(payload)) toast.info(PEOPLE_MESSAGES.employeeDeletedToast);
  });
  useServerEvent('employee_details_updated', (payload) => {
    if (viewer !== 'Admin') return;
    void client.invalidateQueries({ queryKey: key });
    toast.info(PEOPLE_MESSAGES.detailsUpdatedToast(payload.name));
  });
}
