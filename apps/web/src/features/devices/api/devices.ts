import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MapPinRequest, RegisterDeviceRequest } from '@hrms/shared';
import { call } from '../../../lib/api-client';

export const deviceKeys = {
  all: ['devices'] as const,
  list: ['devices', 'list'] as const,
  punches: ['devices', 'punches'] as const,
  refusals: ['devices', 'refusals'] as const,
};

/** GET /api/admin/devices: registered devices with last contact and health. */
export const devicesQuery = queryOptions({
  queryKey: deviceKeys.list,
  queryFn: ({ signal }) => call('devices', 'list', { role: 'Admin', signal }),
  // A status page: fresh whenever the tab opens, and every half minute while it is open.
  staleTime: 0,
  refetchInterval: 30_000,
});

/** GET /api/admin/devices/punches: the last punches the devices sent. */
export const devicePunchesQuery = queryOptions({
  queryKey: deviceKeys.punches,
  queryFn: ({ signal }) => call('devices', 'punches', { role: 'Admin', signal }),
  staleTime: 0,
  refetchInterval: 30_000,
});

/** GET /api/admin/devices/refusals: unknown serials that tried to connect. */
export const deviceRefusalsQuery = queryOptions({
  queryKey: deviceKeys.refusals,
  queryFn: ({ signal }) => call('devices', 'refusals', { role: 'Admin', signal }),
  staleTime: 0,
});

export function useRegisterDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterDeviceRequest) => call('devices', 'register', { role: 'Admin', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

export function useMapPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MapPinRequest) => call('devices', 'mapPin', { role: 'Admin', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
