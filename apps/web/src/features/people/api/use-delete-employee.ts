import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEmployeeResponseSchema, type Employee } from '@hrms/shared';
import { api } from '../../../lib/api';
import { peopleKeys } from './keys';
import { markLocalChange } from './use-save-employee';

/** DELETE /admin/employees/{id}. */
export function useDeleteEmployee() {
  const client = useQueryClient();
  return useMutation({
    onMutate: (id: string) => markLocalChange(id),
    mutationFn: (id: string) =>
      api.delete(`/admin/employees/${id}`, { schema: deleteEmployeeResponseSchema }),
    onSuccess: (_result, id) => {
      client.setQueryData<Employee[]>(peopleKeys.employees('Admin'), (list) =>
        list?.filter((item) => item._id !== id),
      );
    },
  });
}
