import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import type { Database } from './client.ts';

/**
 * SQL spans for tracing (lib/tracing.ts): each statement the database client runs inside a traced request
 * or job becomes a `db.query` span with its SQL text (placeholders only: parameter values, which may hold
 * personal data, are never recorded). Statements outside any trace make no span.
 */
type QueryFn = (...args: unknown[]) => unknown;
const TRACED = Symbol('hrms.traced');

const MAX_SQL = 2_000;

function sqlText(first: unknown): string {
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text.slice(0, MAX_SQL) : '';
}

function tracedQuery(tracer: Tracer, query: QueryFn): QueryFn {
  return function (this: unknown, ...args: unknown[]) {
    if (!trace.getSpan(context.active())) return query.apply(this, args);
    const text = sqlText(args[0]);
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = tracer.startSpan(`db ${operation}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': text },
    });
    let result: unknown;
    try {
      result = context.with(trace.setSpan(context.active(), span), () => query.apply(this, args));
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      throw error;
    }
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return (result as Promise<unknown>).then(
        (value) => {
          span.end();
          return value;
        },
        (error: unknown) => {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
          throw error;
        },
      );
    }
    span.end();
    return result;
  };
}

function wrapQuery<T extends object>(tracer: Tracer, target: T): T {
  const holder = target as T & { query: QueryFn; [TRACED]?: true };
  if (holder[TRACED]) return target;
  holder.query = tracedQuery(tracer, holder.query.bind(target));
  holder[TRACED] = true;
  return target;
}

interface PoolLike {
  connect: (...args: unknown[]) => unknown;
  totalCount: number;
}
interface PgliteLike {
  query: QueryFn;
  transaction: (fn: (tx: { query: QueryFn }) => Promise<unknown>) => Promise<unknown>;
}

/** Traces the statements of Drizzle's client: node-postgres' pool, or the embedded PGlite. */
export function traceDatabase(db: Database, tracer: Tracer): void {
  const client = (db as unknown as { $client?: unknown }).$client as PoolLike | PgliteLike | undefined;
  if (!client) return;
  if ('totalCount' in client) {
    // node-postgres: every statement runs on a client the pool hands out, by callback (pool.query) or
    // by promise (transactions): each client is wrapped once as it is handed out.
    const connect = client.connect.bind(client);
    client.connect = (...args: unknown[]) => {
      const callback = args[0] as ((error: unknown, c: object, done: unknown) => void) | undefined;
      if (typeof callback === 'function')
        return connect((error: unknown, c: object, done: unknown) =>
          callback(error, c && wrapQuery(tracer, c as { query: QueryFn }), done),
        );
      return (connect() as Promise<object>).then((c) => wrapQuery(tracer, c as { query: QueryFn }));
    };
    return;
  }
  wrapQuery(tracer, client);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => transaction((tx) => fn(wrapQuery(tracer, tx)));
}
