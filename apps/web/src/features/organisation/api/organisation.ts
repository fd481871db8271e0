import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganisationLanguage, OrganisationProfileBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { orgConfigQuery } from '../../../lib/org-config';

export const organisationKeys = {
  all: ['organisation'] as const,
  profile: ['organisation', 'profile'] as const,
  setup: ['organisation', 'setup-status'] as const,
};

/** GET /api/admin/setup-status: the first-run checklist, each step from the data (issue 40). */
export const setupStatusQuery = queryOptions({
  queryKey: organisationKeys.setup,
  queryFn: ({ signal }) => call('organisation', 'setupStatus', { role: 'Admin', signal }),
});

export const organisationProfileQuery = queryOptions({
  queryKey: organisationKeys.profile,
  queryFn: ({ signal }) => call('organisation', 'getProfile', { role: 'Admin', signal }),
});

/** After a change the header's name (the public config) and the checklist follow. */
function useRefreshAfter() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: organisationKeys.all }),
      client.invalidateQueries({ queryKey: orgConfigQuery.queryKey }),
    ]);
}

export function useSaveOrganisation() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: OrganisationProfileBody) =>
      call('organisation', 'putProfile', { role: 'Admin', body }),
    onSuccess: refresh,
  });
}

export function useUploadLogo() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return call('organisation', 'uploadLogo', { role: 'Admin', body: form });
    },
    onSuccess: refresh,
  });
}

export function useRemoveLogo() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: () => call('organisation', 'deleteLogo', { role: 'Admin' }),
    onSuccess: refresh,
  });
}

/** GET /api/admin/organisation/language: the default language and digits (issue 47, docs/languages.md). */
export const organisationLanguageQuery = queryOptions({
  queryKey: ['organisation', 'language'] as const,
  queryFn: ({ signal }) => call('languages', 'organisation', { signal }),
});

/** Saving the default also refreshes each person's language answer, so the Admin's own screens follow. */
export function useSaveOrganisationLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganisationLanguage) => call('languages', 'setOrganisation', { body }),
    onSuccess: (saved) => {
      client.setQueryData(organisationLanguageQuery.queryKey, saved);
      return client.invalidateQueries({ queryKey: ['language'] });
    },
  });
}
