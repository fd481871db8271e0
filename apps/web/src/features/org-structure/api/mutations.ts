import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrgUnitKind, RequestBody, Role } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { orgKeys } from '../../../lib/org-structure';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;
export type DepartmentInput = RequestBody<'orgStructure', 'createDepartment'>;
export type DesignationInput = RequestBody<'orgStructure', 'createDesignation'>;
export type LocationInput = RequestBody<'orgStructure', 'createLocation'>;
export type UnitInput = DepartmentInput | DesignationInput | LocationInput;
export type PlacementInput = RequestBody<'orgStructure', 'place'>;

/** Any structure change reloads every structure query (names, counts, the chart, the employee list). */
function useOrgMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: orgKeys.all });
      await client.invalidateQueries({ queryKey: ['people'] });
    },
  });
}

/** Adds (no id) or changes (an id) a unit of the kind, under the caller's role area. */
export const useSaveUnit = (role: StaffRole, kind: OrgUnitKind) =>
  useOrgMutation(({ id, body }: { id: string | null; body: UnitInput }): Promise<unknown> => {
    if (kind === 'department') {
      const b = body as DepartmentInput;
      return id
        ? call('orgStructure', 'updateDepartment', { role, params: { id }, body: b })
        : call('orgStructure', 'createDepartment', { role, body: b });
    }
    if (kind === 'designation') {
      const b = body as DesignationInput;
      return id
        ? call('orgStructure', 'updateDesignation', { role, params: { id }, body: b })
        : call('orgStructure', 'createDesignation', { role, body: b });
    }
    const b = body as LocationInput;
    return id
      ? call('orgStructure', 'updateLocation', { role, params: { id }, body: b })
      : call('orgStructure', 'createLocation', { role, body: b });
  });

export const useRemoveUnit = (role: StaffRole, kind: OrgUnitKind) =>
  useOrgMutation((id: string): Promise<unknown> => {
    const params = { id };
    if (kind === 'department') return call('orgStructure', 'removeDepartment', { role, params });
    if (kind === 'designation') return call('orgStructure', 'removeDesignation', { role, params });
    return call('orgStructure', 'removeLocation', { role, params });
  });

export const usePlace = (role: StaffRole, personId: string) =>
  useOrgMutation((body: PlacementInput) =>
    call('orgStructure', 'place', { role, params: { id: personId }, body }),
  );
