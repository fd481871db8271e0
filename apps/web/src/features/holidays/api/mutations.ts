import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { workCalendarKeys } from '../../../lib/work-calendar';

/** What the add and edit forms send (the same body). */
export type HolidayInput = RequestBody<'holidays', 'create'>;

/** Every holiday change reloads every year's list (a move may cross years); realtime tells the others. */
function useHolidayMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workCalendarKeys.allHolidays }),
  });
}

export const useCreateHoliday = () =>
  useHolidayMutation((body: HolidayInput) => call('holidays', 'create', { body }));

export const useUpdateHoliday = () =>
  useHolidayMutation(({ id, body }: { id: string; body: HolidayInput }) =>
    call('holidays', 'update', { params: { id }, body }),
  );

export const useDeleteHoliday = () =>
  useHolidayMutation((id: string) => call('holidays', 'remove', { params: { id } }));

export const useImportHolidays = () =>
  useHolidayMutation((csv: string) => call('holidays', 'importCsv', { body: { csv } }));

export const useAddNationalHolidays = () =>
  useHolidayMutation((year: number) => call('holidays', 'addNational', { body: { year } }));
