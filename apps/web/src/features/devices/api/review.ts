import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACTS,
  type DeviceImportMapping,
  type DeviceImportResult,
  type DeviceSettings,
  type PushPreferences,
  type ReviewHeldRequest,
  type Role,
} from '@hrms/shared';
import { api } from '../../../lib/api';
import { call, callPath } from '../../../lib/api-client';
import { deviceKeys } from './devices';

type Staff = Extract<Role, 'Admin' | 'HR'>;

export const reviewKeys = {
  settings: ['devices', 'settings'] as const,
  held: ['devices', 'held'] as const,
  mapping: ['devices', 'import-mapping'] as const,
  pin: (employeeId: string) => ['devices', 'pin', employeeId] as const,
  push: ['push', 'preferences'] as const,
};

/** GET /api/admin/devices/settings: the skew rule. */
export const deviceSettingsQuery = queryOptions({
  queryKey: reviewKeys.settings,
  queryFn: ({ signal }) => call('devices', 'settings', { role: 'Admin', signal }),
});

export function useSaveDeviceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceSettings) => call('devices', 'saveSettings', { role: 'Admin', body }),
    onSuccess: (saved) => {
      client.setQueryData(reviewKeys.settings, saved);
      void client.invalidateQueries({ queryKey: deviceKeys.list });
    },
  });
}

/** GET /api/{admin|hr}/devices/held: punches the skew rule held for review. */
export const heldPunchesQuery = (role: Staff) =>
  queryOptions({
    queryKey: [...reviewKeys.held, role],
    queryFn: ({ signal }) => call('devices', 'held', { role, signal }),
    staleTime: 0,
  });

export function useReviewHeld(role: Staff) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewHeldRequest) => call('devices', 'reviewHeld', { role, body }),
    // Not awaited: the row that asked unmounts once the list reloads, and its toast must come first.
    onSettled: () => void client.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** The PIN on the person (details page). */
export const personPinQuery = (role: Staff, employeeId: string) =>
  queryOptions({
    queryKey: reviewKeys.pin(employeeId),
    queryFn: ({ signal }) => call('devices', 'personPin', { role, params: { employeeId }, signal }),
  });

export function useSetPersonPin(role: Staff, employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) =>
      call('devices', 'setPersonPin', { role, params: { employeeId }, body: { pin } }),
    onSuccess: (saved) => client.setQueryData(reviewKeys.pin(employeeId), saved),
  });
}

/** The saved columns of device exports. */
export const importMappingQuery = queryOptions({
  queryKey: reviewKeys.mapping,
  queryFn: ({ signal }) => call('devices', 'importMapping', { role: 'Admin', signal }),
});

export function useSaveImportMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceImportMapping) => call('devices', 'saveImportMapping', { role: 'Admin', body }),
    onSuccess: (saved) => client.setQueryData(reviewKeys.mapping, saved),
  });
}

/** POST /api/admin/devices/import?deviceId=&dryRun=: the file is the body; a dry run writes nothing. */
export function useImportDeviceExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, deviceId, dryRun }: { file: File; deviceId: string; dryRun: boolean }) =>
      api.post<DeviceImportResult>(
        callPath('devices', 'importPunches', {
          role: 'Admin',
          query: { deviceId, dryRun: dryRun ? 'true' : 'false' },
        }),
        file,
        { schema: () => CONTRACTS.devices().then((contract) => contract.importPunches.response) },
      ),
    onSuccess: (result) => {
      if (!result.dryRun) void client.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
}

/** The caller's push kinds. */
export const pushPreferencesQuery = (role: Role) =>
  queryOptions({
    queryKey: reviewKeys.push,
    queryFn: ({ signal }) => call('devices', 'pushPreferences', { role, signal }),
  });

export function useSavePushPreferences(role: Role) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PushPreferences) => call('devices', 'savePushPreferences', { role, body }),
    onSuccess: (saved) => client.setQueryData(reviewKeys.push, saved),
  });
}
