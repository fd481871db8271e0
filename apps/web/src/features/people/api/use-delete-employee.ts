import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { patchEmployeePages } from './employee-pages';
import { peopleKeys } from './keys';
import { markLocalChange } from './use-save-employee';

/** DELETE /admin/employees/{id}. */
export function useDeleteEmployee() {
  const client = useQueryClient();
  return useMutation({
    onMutate: (id: string) => markLocalChange(id),
    mutationFn: (id: string) => call('people', 'remove', { params: { id } }),
    onSuccess: (_result, id) => {
      client.setQueryData<Employee[]>(peopleKeys.employees('Admin'), (list) =>
        list?.filter((item) => item._id !== id),
      );
      patchEmployeePages(client, 'Admin', { remove: id });
    },
  });
}
