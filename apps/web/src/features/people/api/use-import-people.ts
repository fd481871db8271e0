import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACTS, type ImportKind, type ImportResult } from '@hrms/shared';
import { api } from '../../../lib/api';
import { callPath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { peopleKeys } from './keys';

/** GET /api/imports/{kind}/template: the header row and one example row, as XLSX or CSV. */
export const downloadImportTemplate = (kind: ImportKind, format: 'xlsx' | 'csv') =>
  downloadFile(
    callPath('imports', 'template', { params: { kind }, query: { format } }),
    `${kind}-import-template.${format}`,
  );

/** POST /api/imports/{kind}?dryRun=: the file is the body; a dry run writes nothing. */
export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun, kind = 'people' }: { file: File; dryRun: boolean; kind?: ImportKind }) =>
      api.post<ImportResult>(
        callPath('imports', 'run', {
          params: { kind },
          query: { dryRun: dryRun ? 'true' : 'false' },
        }),
        file,
        { schema: () => CONTRACTS.imports().then((contract) => contract.run.response) },
      ),
    onSuccess: (result) => {
      if (!result.dryRun && result.created + result.updated > 0)
        void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
    },
  });
}
