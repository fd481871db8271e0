import {
  CONTRACTS,
  ENDPOINTS,
  requestPath,
  type DomainName,
  type EndpointDef,
  type OperationName,
  type PathArgs,
  type PathValues,
  type RequestBody,
  type RequestQuery,
  type ResponseBody,
} from '@hrms/shared';
import type { ZodType } from 'zod';
import { api } from './api';

type EndpointOf<D extends DomainName, N extends OperationName<D>> = (typeof ENDPOINTS)[D][N] & EndpointDef;

// An optional body (punch-in's position) may be left out: the request then goes without one.
type BodyArg<T> = [T] extends [never] ? unknown : undefined extends T ? { body?: T } : { body: T };
type QueryArg<T> = [T] extends [never] ? unknown : { query?: T };

/**
 * What a call supplies, inferred from the endpoint table and the contract: `own` (the caller's id) and
 * `params` for the path, `role` where several role areas serve the endpoint, the body and query it takes.
 */
export type CallOptions<D extends DomainName, N extends OperationName<D>> = PathArgs<EndpointOf<D, N>> &
  BodyArg<RequestBody<D, N>> &
  QueryArg<RequestQuery<D, N>> & { signal?: AbortSignal };

type Rest<O> = object extends O ? [options?: O] : [options: O];

interface LooseOptions extends PathValues {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

function queryString(query: LooseOptions['query']): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return entries.length > 0 ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

function buildUrl(endpoint: EndpointDef, { query, ...path }: Omit<LooseOptions, 'body' | 'signal'>): string {
  return `${requestPath(endpoint, path)}${queryString(query)}`;
}

/**
 * The URL (relative to /api) of one call, from the endpoint table: for what is not fetched as JSON
 * (a download link), or read with a narrower schema than the contract's answer.
 */
export function callPath<D extends DomainName, N extends OperationName<D>>(
  domain: D,
  name: N,
  ...[options]: Rest<Omit<CallOptions<D, N>, 'body' | 'signal'>>
): string {
  return buildUrl(ENDPOINTS[domain][name] as EndpointDef, (options ?? {}) as LooseOptions);
}

/**
 * Calls one endpoint of the shared contract: `call('leave', 'apply', { own: userId, body })`. The URL
 * comes from the endpoint table; the answer is parsed against the contract's response schema, whose
 * module loads beside the request (never in a screen's first download: docs/decisions.md).
 */
export function call<D extends DomainName, N extends OperationName<D>>(
  domain: D,
  name: N,
  ...[options]: Rest<CallOptions<D, N>>
): Promise<ResponseBody<D, N>> {
  const endpoint = ENDPOINTS[domain][name] as EndpointDef;
  const { body, signal, ...rest } = (options ?? {}) as LooseOptions;
  const url = buildUrl(endpoint, rest);
  const schema = () =>
    CONTRACTS[domain]().then(
      (contract) =>
        (contract as Record<string, { response: ZodType }>)[name]!.response as ZodType<ResponseBody<D, N>>,
    );
  const sent = { schema, signal };
  switch (endpoint.method) {
    case 'GET':
      return api.get(url, sent);
    case 'POST':
      return api.post(url, body, sent);
    case 'PUT':
      return api.put(url, body, sent);
    case 'DELETE':
      return api.delete(url, sent);
  }
}
