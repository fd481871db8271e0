import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACTS, type ImportResult } from '@hrms/shared';
import { api } from '../../../lib/api';
import { callPath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { peopleKeys } from './keys';

/** GET /api/imports/people/template: the header row and one example row, as XLSX or CSV. */
export const downloadPeopleTemplate = (format: 'xlsx' | 'csv') =>
  downloadFile(
    callPath('imports', 'template', { params: { kind: 'people' }, query: { format } }),
    `people-import-template.${format}`,
  );

/** POST /api/imports/people?dryRun=: the file is the body; a dry run writes nothing. */
export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      api.post<ImportResult>(
        callPath('imports', 'run', {
          params: { kind: 'people' },
          query: { dryRun: dryRun ? 'true' : 'false' },
        }),
        file,
        { schema: () => CONTRACTS.imports().then((contract) => contract.run.response) },
      ),
    onSuccess: (result) => {
      if (!result.dryRun && result.created > 0)
        void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
    },
  });
}
