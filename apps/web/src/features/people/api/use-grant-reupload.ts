import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { patchEmployeePages } from './employee-pages';
import { peopleKeys } from './keys';
import { upsertEmployee } from './use-save-employee';

/** PUT /admin/grant-reupload-access, body { employeeId, field }. */
export function useGrantReupload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'documents', 'grantReupload'>) =>
      call('documents', 'grantReupload', { body }),
    onSuccess: ({ employee }) => {
      client.setQueryData<Employee[]>(peopleKeys.employees('Admin'), (list) =>
        upsertEmployee(list, employee),
      );
      patchEmployeePages(client, 'Admin', { upsert: employee });
    },
  });
}
