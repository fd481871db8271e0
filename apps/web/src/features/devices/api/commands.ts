import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueDeviceCommandRequest } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { deviceKeys } from './devices';

export const commandKeys = {
  commands: (deviceId: string) => ['devices', 'commands', deviceId] as const,
  errors: (deviceId: string) => ['devices', 'errors', deviceId] as const,
};

/** GET /api/admin/devices/:deviceId/commands: newest first, with their state. */
export const deviceCommandsQuery = (deviceId: string) =>
  queryOptions({
    queryKey: commandKeys.commands(deviceId),
    queryFn: ({ signal }) => call('devices', 'commands', { role: 'Admin', params: { deviceId }, signal }),
    // The device fetches commands on its poll: the states move on while the page is open.
    staleTime: 0,
    refetchInterval: 15_000,
  });

/** GET /api/admin/devices/:deviceId/errors: the malformed lines, each with its reason. */
export const deviceErrorsQuery = (deviceId: string) =>
  queryOptions({
    queryKey: commandKeys.errors(deviceId),
    queryFn: ({ signal }) => call('devices', 'lineErrors', { role: 'Admin', params: { deviceId }, signal }),
    staleTime: 0,
  });

export function useQueueCommand(deviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QueueDeviceCommandRequest) =>
      call('devices', 'queueCommand', { role: 'Admin', params: { deviceId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: commandKeys.commands(deviceId) }),
  });
}

export function useCancelCommand(deviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commandId: string) =>
      call('devices', 'cancelCommand', { role: 'Admin', params: { commandId } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: commandKeys.commands(deviceId) });
      void client.invalidateQueries({ queryKey: deviceKeys.list });
    },
  });
}
