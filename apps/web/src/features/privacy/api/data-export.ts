import { callPath } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** GET /api/me/data-export (one's own) or /api/employees/{id}/data-export (HR and Admin for anyone): a ZIP. */
export function downloadDataExport(personId: string, isOwn: boolean): Promise<string> {
  const path = isOwn
    ? callPath('privacy', 'myDataExport')
    : callPath('privacy', 'personDataExport', { params: { id: personId } });
  return downloadFile(path, 'my-data.zip');
}
