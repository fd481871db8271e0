import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoStepCodeBody, TwoStepDisableBody, TwoStepSetting } from '@hrms/shared';
import { call } from '../../../lib/api-client';

const statusKey = ['two-step', 'status'] as const;
const settingKey = ['two-step', 'setting'] as const;
const personKey = (id: string) => ['two-step', 'person', id] as const;

/** GET /api/me/two-step. */
export function useTwoStepStatus() {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => call('twoStep', 'status', { signal }) });
}

/** Every change of one's own two-step sign-in refreshes its status. */
function useTwoStepMutation<T, R>(run: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}

export const useStartTwoStepSetup = () => useTwoStepMutation(() => call('twoStep', 'startSetup'));
// Each change of one's own two-step sign-in sends a code and the current password (issue 39).
export const useConfirmTwoStep = () =>
  useTwoStepMutation((body: TwoStepCodeBody) => call('twoStep', 'confirmSetup', { body }));
export const useRegenerateRecoveryCodes = () =>
  useTwoStepMutation((body: TwoStepCodeBody) => call('twoStep', 'regenerateRecoveryCodes', { body }));
export const useDisableTwoStep = () =>
  useTwoStepMutation((body: TwoStepDisableBody) => call('twoStep', 'disable', { body }));

/** The Admin's 'Require two-step sign-in for Admin and HR'. */
export function useTwoStepSetting() {
  return useQuery({ queryKey: settingKey, queryFn: ({ signal }) => call('twoStep', 'setting', { signal }) });
}

export function useSaveTwoStepSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepSetting) => call('twoStep', 'updateSetting', { body }),
    onSuccess: (saved) => {
      client.setQueryData(settingKey, saved);
      void client.invalidateQueries({ queryKey: statusKey });
    },
  });
}

/** The Admin's view of another person's two-step sign-in, and the recovery path: turning it off. */
export function usePersonTwoStep(id: string) {
  return useQuery({
    queryKey: personKey(id),
    queryFn: ({ signal }) => call('twoStep', 'personStatus', { params: { id }, signal }),
  });
}

export function useTurnOffPersonTwoStep(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('twoStep', 'turnOffForPerson', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: personKey(id) }),
  });
}
