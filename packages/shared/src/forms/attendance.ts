import { manualMarkRequestSchema } from '../attendance/schemas.ts';

/** Mark attendance: the status chosen (person and day come from the cell that opened the dialog). */
export const manualMarkFormSchema = manualMarkRequestSchema.pick({ status: true });
