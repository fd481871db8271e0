import { useMutation, useQueryClient } from '@tanstack/react-query';
import { grantReuploadResponseSchema, type DocumentKey, type Employee } from '@hrms/shared';
import { api } from '../../../lib/api';
import { peopleKeys } from './keys';
import { upsertEmployee } from './use-save-employee';

/** PUT /admin/grant-reupload-access, body { employeeId, field }. */
export function useGrantReupload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { employeeId: string; field: DocumentKey }) =>
      api.put('/admin/grant-reupload-access', body, { schema: grantReuploadResponseSchema }),
    onSuccess: ({ employee }) => {
      client.setQueryData<Employee[]>(peopleKeys.employees('Admin'), (list) =>
        upsertEmployee(list, employee),
      );
    },
  });
}
