import type { Role } from '../roles.ts';
import { AREAS, areaFor, type AreaName } from './areas.ts';

/**
 * Endpoint tables: plain data (no zod), so the browser builds URLs from them without loading the
 * schema library. Each domain's `contract.ts` adds the schemas, errors and access per endpoint.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /**
   * Relative to /api. `{area}` stands for a role area's prefix and `{own}` for its own-id parameter
   * (`/employees/:id`, `/admin/:userId`); `:name` is a path parameter.
   */
  path: string;
  /** The role areas the path is served under: one route per area. Required with `{area}`, else absent. */
  areas?: readonly AreaName[];
  /** The success status (default 200). */
  status?: number;
}

export type EndpointTable = Record<string, EndpointDef>;

type AreaRule<E> = E extends { path: `${string}{area}${string}` }
  ? { areas: readonly [AreaName, ...AreaName[]] }
  : E extends { path: `${string}{own}${string}` }
    ? { path: `{area}${string}` }
    : { areas?: never };

/** Keeps the literal paths and areas (the web client infers its arguments from them) and checks `{area}`. */
export function defineEndpoints<const T extends EndpointTable>(
  table: T & { [K in keyof T]: AreaRule<T[K]> },
): T {
  return table;
}

/** The route's path (relative to /api) in one of its areas, with `:param` placeholders, as Fastify takes it. */
export function routePath(endpoint: EndpointDef, area?: AreaName): string {
  if (!endpoint.path.includes('{area}')) return endpoint.path;
  if (!area) throw new Error(`${endpoint.method} ${endpoint.path} needs an area`);
  return endpoint.path.replace('{area}', AREAS[area].prefix).replace('{own}', `:${AREAS[area].ownParam}`);
}

/**
 * The area a role calls an endpoint under: its own dashboard's area when the endpoint is served there,
 * else the first area open to the role (Admin applies for leave under /employees). With no area open
 * to the role, the first one: the server answers that call with its refusal.
 */
export function areaServing(areas: readonly AreaName[], role: Role | undefined): AreaName | undefined {
  if (role) {
    const preferred = areaFor(role);
    if (areas.includes(preferred)) return preferred;
    const open = areas.find((area) => (AREAS[area].roles as readonly Role[]).includes(role));
    if (open) return open;
  }
  return areas[0];
}

export interface PathValues {
  role?: Role;
  own?: string;
  params?: Record<string, string>;
}

/** The URL path (relative to /api) of one call: area prefix, the caller's own id and the parameters filled in. */
export function requestPath(endpoint: EndpointDef, values: PathValues): string {
  const area = endpoint.areas ? areaServing(endpoint.areas, values.role) : undefined;
  let path = endpoint.path;
  if (area) path = path.replace('{area}', AREAS[area].prefix);
  if (path.includes('{own}')) {
    if (values.own === undefined)
      throw new Error(`${endpoint.method} ${endpoint.path} needs the caller's id`);
    path = path.replace('{own}', encodeURIComponent(values.own));
  }
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path} needs :${name}`);
    return encodeURIComponent(value);
  });
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a caller supplies to build an endpoint's URL: `own` for `{own}`, `params`, and `role` to pick among several areas. */
export type PathArgs<E extends EndpointDef> = (E['path'] extends `${string}{own}${string}`
  ? { own: string }
  : unknown) &
  ([ParamNames<E['path']>] extends [never] ? unknown : { params: Record<ParamNames<E['path']>, string> }) &
  (E['areas'] extends readonly [AreaName, AreaName, ...AreaName[]] ? { role: Role } : { role?: Role });
