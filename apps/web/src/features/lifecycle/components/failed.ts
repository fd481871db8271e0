import { toast } from '../../../lib/toast';

/** The server's message as a toast (the contract's 4xx messages are written for people). */
export const failed = (error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong.');
