import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { peopleKeys, SIGNED_LINK_REFRESH_MS } from './keys';

/** GET /details/{id}. */
export function useEmployeeDetails(id: string) {
  return useQuery({
    queryKey: peopleKeys.details(id),
    queryFn: ({ signal }) => call('people', 'details', { params: { id }, signal }),
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
}

/** PUT /details/{id}, multipart with personalEmail and the chosen document files. */
export function useUpdateDetails(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call('people', 'updateDetails', { params: { id }, body: form }),
    onSuccess: (details) => client.setQueryData(peopleKeys.details(id), details),
  });
}
