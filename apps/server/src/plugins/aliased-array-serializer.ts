import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface AliasedArray {
  /** The answer's status code whose body carries the alias ('200'). */
  status: string;
  /** The key that holds the array, and the key that repeats it for older clients. */
  key: string;
  alias: string;
}

/**
 * A route serialiser for a body whose `alias` key holds the very same array as `key` (the attendance
 * sheet's `sheet` and `rows`). The zod serialiser would check and stringify that array twice; this one
 * checks and stringifies it once and writes the same JSON text under both keys, so the second key costs
 * bytes but no CPU. Every other answer of the route (errors), and a body whose two keys are not one
 * array, goes through the ordinary zod serialiser. The response schema still lists both keys, so the
 * OpenAPI document describes what is sent.
 */
export function aliasedArraySerializerCompiler({
  status,
  key,
  alias,
}: AliasedArray): FastifySerializerCompiler<unknown> {
  return (route) => {
    const plain = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    if (route.httpStatus !== status || !(route.schema instanceof z.ZodObject)) return plain;
    // The mask's key is only known at run time; zod types masks by the schema's literal keys.
    const withoutAlias: z.ZodType = route.schema.omit({ [alias]: true } as never);
    const keyJson = JSON.stringify(key);
    const aliasJson = JSON.stringify(alias);
    return (data: unknown) => {
      const body = data as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || !Array.isArray(body[key]) || body[alias] !== body[key]) {
        return plain(data);
      }
      const { [alias]: _repeat, ...once } = body;
      const result = z.safeEncode(withoutAlias, once);
      if (!result.success) {
        throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      }
      const { [key]: array, ...rest } = result.data as Record<string, unknown>;
      const arrayJson = JSON.stringify(array);
      const restJson = JSON.stringify(rest);
      const separator = restJson === '{}' ? '' : ',';
      return `${restJson.slice(0, -1)}${separator}${keyJson}:${arrayJson},${aliasJson}:${arrayJson}}`;
    };
  };
}
