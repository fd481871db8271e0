import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { shiftKeys } from '../../../lib/shifts';

type ShiftInput = RequestBody<'workCalendar', 'createShift'>;

/**
 * Shift changes (Admin). Every change reloads everything under 'shifts': a person's shift shows the
 * shift's hours, so an edited shift changes it too.
 */
function useShiftMutation<T>(name: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shifts', name],
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

export const useCreateShift = () =>
  useShiftMutation('create', (body: ShiftInput) => call('workCalendar', 'createShift', { body }));

export const useUpdateShift = () =>
  useShiftMutation('update', ({ id, body }: { id: string; body: ShiftInput }) =>
    call('workCalendar', 'updateShift', { params: { id }, body }),
  );

export const useRemoveShift = () =>
  useShiftMutation('remove', (id: string) => call('workCalendar', 'removeShift', { params: { id } }));
