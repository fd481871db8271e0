import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AREAS,
  ENDPOINTS,
  routePath,
  type Access,
  type AreaName,
  type AreaOperation,
  type ContractFor,
  type Contracts,
  type DomainName,
  type EndpointDef,
  type EndpointTable,
  type PlainOperation,
} from '@hrms/shared';
import { errorResponses } from './error-responses.ts';

type Parsed<O, K extends string> = O extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** A handler's request: params, query and body as the contract's schemas parsed them. */
export type EndpointRequest<O> = FastifyRequest<{
  Params: Parsed<O, 'params'>;
  Querystring: Parsed<O, 'query'>;
  Body: Parsed<O, 'body'>;
}>;

// A file's bytes are sent through the reply by the handler itself.
type Answer<O> = O extends { response: infer R extends z.ZodType }
  ? z.input<R>
  : O extends { response: 'bytes' }
    ? FastifyReply
    : never;

/** Thin: read the request, call the service, return what the response schema serialises. */
export type EndpointHandler<O> = (request: EndpointRequest<O>, reply: FastifyReply) => Promise<Answer<O>>;

export type TableHandlers<T extends EndpointTable, C> = {
  [N in keyof T]: EndpointHandler<N extends keyof C ? C[N] : never>;
};

export type Handlers<D extends DomainName> = TableHandlers<(typeof ENDPOINTS)[D], Contracts[D]>;

/**
 * The person a `{own}` route is about: its area's own parameter (`:id` or `:userId`), which access has
 * already checked is the caller's own id unless the caller may act for others.
 */
export function ownIdOf(request: FastifyRequest): string {
  const access = request.routeOptions.config.access;
  const param = access && access !== 'public' ? access.ownParam : undefined;
  const id = param ? (request.params as Record<string, string | undefined>)[param] : undefined;
  if (id === undefined) throw new Error(`${request.routeOptions.url ?? request.url} has no own parameter`);
  return id;
}

/** Per endpoint, what a route needs beyond the contract: a serialiser of its own (the sheet's repeated rows). */
export type RouteExtras<T extends EndpointTable> = Partial<
  Record<
    keyof T,
    Pick<RouteShorthandOptions, 'serializerCompiler'> & { serviceToken?: () => string | undefined }
  >
>;

/** An area endpoint takes the area's roles, and its own parameter when the path names the caller. */
function accessOf(endpoint: EndpointDef, operation: AreaOperation | PlainOperation, area?: AreaName): Access {
  if (!area) return (operation as PlainOperation).access;
  const { roles, ownParam } = AREAS[area];
  return {
    roles,
    ...(endpoint.path.includes('{own}') ? { ownParam } : {}),
    ...(operation.access && operation.access !== 'public' ? operation.access : {}),
  };
}

function paramsOf(endpoint: EndpointDef, operation: AreaOperation | PlainOperation, area?: AreaName) {
  if (!area || !endpoint.path.includes('{own}')) return operation.params;
  const own = z.object({ [AREAS[area].ownParam]: (operation as AreaOperation).own ?? z.string() });
  return operation.params ? own.extend(operation.params.shape) : own;
}

/**
 * Registers one route per endpoint and area from a table and its contract: the URL, `config.access`,
 * and the schema (tags, summary, params, query, body, the success answer and the documented errors),
 * so validation, serialisation and OpenAPI all come from the shared contract.
 */
export function registerTable<T extends EndpointTable, C extends ContractFor<T>>(
  app: FastifyInstance,
  tag: string,
  endpoints: T,
  contract: C,
  handlers: TableHandlers<T, C>,
  extras: RouteExtras<T> = {},
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(endpoints)) {
    const endpoint = endpoints[name]!;
    const operation = contract[name] as AreaOperation | PlainOperation;
    const handler = handlers[name] as unknown as RouteHandlerMethod;
    const status = endpoint.status ?? 200;
    const success = operation.response === 'bytes' ? {} : { [status]: operation.response };
    for (const area of endpoint.areas ?? [undefined]) {
      const params = paramsOf(endpoint, operation, area);
      const access = accessOf(endpoint, operation, area);
      typed.route({
        method: endpoint.method,
        ...(extras[name]?.serializerCompiler ? { serializerCompiler: extras[name].serializerCompiler } : {}),
        url: `/api${routePath(endpoint, area)}`,
        config: { access, serviceToken: extras[name]?.serviceToken },
        schema: {
          tags: [...(operation.tags ?? [tag])],
          summary: operation.summary,
          // OpenAPI: a public route needs no bearer token.
          ...(access === 'public' ? { security: [] } : {}),
          ...(params ? { params } : {}),
          ...(operation.query ? { querystring: operation.query } : {}),
          ...(operation.body ? { body: operation.body } : {}),
          // Multipart: the handler reads the parts and parses operation.form (storage/uploads.ts).
          ...(operation.form ? { consumes: ['multipart/form-data', 'application/json'] } : {}),
          response: { ...success, ...errorResponses(...operation.errors) },
        },
        handler: async function (request, reply) {
          reply.code(status);
          return handler.call(this, request, reply);
        },
      });
    }
  }
}

/** The routes of one domain of the registry (packages/shared/src/http/domains.ts), tagged with its name. */
export function registerEndpoints<D extends DomainName>(
  app: FastifyInstance,
  domain: D,
  contract: Contracts[D],
  handlers: Handlers<D>,
  extras: RouteExtras<(typeof ENDPOINTS)[D]> = {},
): void {
  const endpoints = ENDPOINTS[domain] as EndpointTable;
  registerTable(app, domain, endpoints, contract as ContractFor<EndpointTable>, handlers as never, extras);
}
