import type { DocumentKey, Employee } from '@hrms/shared';
import type { Caller } from '../../plugins/access.ts';

/**
 * The re-upload grant answers the person as the employee list shows them, which people presents; people stores
 * its documents here (people -> documents), so the route reaches people through this port (app.ts passes it).
 */
export interface ReuploadGrantPort {
  grantReupload(
    caller: Caller,
    employeeId: string,
    field: DocumentKey,
  ): Promise<{ message: string; employee: Employee }>;
}
