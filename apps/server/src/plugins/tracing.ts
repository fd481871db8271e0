import type { FastifyInstance } from 'fastify';
import type { Span, Tracer } from '@opentelemetry/api';
import type { JobTimer } from '../jobs/index.ts';
import { context, extractContext, inSpan, SpanKind, SpanStatusCode, trace } from '../lib/tracing.ts';
import { loggableUrl } from './logging.ts';

declare module 'fastify' {
  interface FastifyRequest {
    traceSpan?: Span;
  }
}

/**
 * A server span per request (`GET /api/tasks/user/:id`), joined to the caller's trace when it sends a W3C
 * traceparent; the handler runs inside it, so the SQL it causes is its child. Registered before the routes.
 */
export function registerTracing(app: FastifyInstance, tracer: Tracer): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const span = request.traceSpan;
      if (!span) return handler.call(this, request, reply);
      return context.with(trace.setSpan(context.active(), span), () => handler.call(this, request, reply));
    };
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? 'unmatched';
    request.traceSpan = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'url.path': loggableUrl(request.url.split('?')[0] ?? ''),
          'hrms.request_id': request.id,
        },
      },
      extractContext(request.headers),
    );
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = request.traceSpan;
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

/** Job runs become spans (`job salary-slips`), their SQL the spans' children; counting stays with `inner`. */
export const tracedJobTimer = (inner: JobTimer, tracer: Tracer): JobTimer => ({
  timeJob: (job, run) => inSpan(tracer, `job ${job}`, { 'hrms.job': job }, () => inner.timeJob(job, run)),
});
