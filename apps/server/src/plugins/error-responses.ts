import { errorResponseSchema } from '@hrms/shared';

/**
 * The `{ message }` body documented for each error status a route may answer with, for the
 * `response` block of a route schema (serialisation and OpenAPI).
 */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    C,
    typeof errorResponseSchema
  >;
}
