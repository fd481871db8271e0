import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { employeeDetailsSchema } from '@hrms/shared';
import { api } from '../../../lib/api';
import { peopleKeys, SIGNED_LINK_REFRESH_MS } from './keys';

/** GET /details/{id}. */
export function useEmployeeDetails(id: string) {
  return useQuery({
    queryKey: peopleKeys.details(id),
    queryFn: ({ signal }) => api.get(`/details/${id}`, { schema: employeeDetailsSchema, signal }),
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}

/** PUT /details/{id}, multipart with personalEmail and the chosen document files. */
export function useUpdateDetails(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.put(`/details/${id}`, form, { schema: employeeDetailsSchema }),
    onSuccess: (details) => client.setQueryData(peopleKeys.details(id), details),
  });
}
