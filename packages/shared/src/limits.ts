/**
 * Browser-side limits of the spec (section 9). Kept apart from the zod schemas in http.ts:
 * a module's top-level `z.object(...)` calls cannot be tree-shaken, so importing one of these
 * constants from http.ts pulled the whole zod runtime into the sign-in bundle.
 */
export const API_TIMEOUT_MS = 60_000;
export const PAGE_SIZE = 10;
export const TOAST_DURATION_MS = 4_000;
export const TOAST_MAX_VISIBLE = 3;
