import { z } from 'zod';
import { defineContract } from '../http/contract.ts';
import { FILE_ENDPOINTS } from './endpoints.ts';

export const FILE_CONTRACT = defineContract(FILE_ENDPOINTS, {
  file: {
    summary: 'A stored file, through a short-lived signed link',
    params: z.object({ token: z.string().min(1).max(2048) }),
    // The body is the file's bytes: 403 a bad link, 410 an expired one, 404 a file gone.
    response: 'bytes',
    errors: [403, 404, 410],
    access: 'public',
  },
});
