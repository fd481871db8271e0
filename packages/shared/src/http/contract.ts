import type { z } from 'zod';
import type { Role } from '../roles.ts';
import type { Access } from './access.ts';
import type { EndpointDef, EndpointTable } from './endpoints.ts';

/**
 * What a domain's `contract.ts` says of each endpoint of its table: the zod schemas the server validates
 * and serialises with (and OpenAPI documents), the error statuses it may answer, and who may call it.
 * Only types here: the schemas themselves live in the domain modules.
 */
interface OperationBase {
  summary: string;
  /** OpenAPI tags; default: the domain's name. */
  tags?: readonly string[];
  /** Path parameters other than `{own}` (the server adds the area's own parameter itself). */
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body (files beside text fields): these are its text fields, parsed by the handler
   * once it has read the parts (the body is not validated as JSON); the browser sends a FormData.
   */
  form?: z.ZodType;
  /** The success answer's schema, or 'bytes' when the handler sends a file's bytes itself (no JSON). */
  response: z.ZodType | 'bytes';
  /** The 4xx statuses answered with `{ message }`. */
  errors: readonly number[];
}

/** Served under role areas: the roles (and the own parameter) come from each area. */
export interface AreaOperation extends OperationBase {
  access?: { othersAllowedFor: readonly Role[] };
  /** The schema of the caller's id in a `{own}` path (default: any string), e.g. a uuid refused with a message. */
  own?: z.ZodType;
}

export interface PlainOperation extends OperationBase {
  access: Access;
}

export type OperationFor<E extends EndpointDef> = E extends { areas: readonly unknown[] }
  ? AreaOperation
  : PlainOperation;

export type ContractFor<T extends EndpointTable> = { [K in keyof T]: OperationFor<T[K]> };

/** Checks (in types) that the contract describes exactly the endpoints of the table, and keeps its literal types. */
export function defineContract<const T extends EndpointTable, const C extends ContractFor<T>>(
  _endpoints: T,
  contract: C & { [K in Exclude<keyof C, keyof T>]: never },
): C {
  return contract;
}

/** The browser's FormData, as far as the contract names it (the shared package has no DOM types). */
export interface FormBody {
  append(name: string, value: never): void;
  get(name: string): unknown;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** The request body a caller sends (before the server's parsing: trims, defaults). */
export type BodyOf<O> = O extends { body: infer B }
  ? InputOf<B>
  : O extends { form: z.ZodType }
    ? FormBody
    : never;
export type QueryOf<O> = O extends { query: infer Q } ? InputOf<Q> : never;
/** The answer as parsed against the response schema. */
export type ResponseOf<O> = O extends { response: infer R } ? OutputOf<R> : never;
