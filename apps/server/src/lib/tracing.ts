import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';

/**
 * OpenTelemetry tracing (issue 25, docs/deploy.md): off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Spans
 * are made by our own code at three places (plugins/tracing.ts: HTTP requests; db/traced-client.ts: SQL
 * statements; the jobs), with the OpenTelemetry SDK exporting them over OTLP/HTTP. We do not monkey-patch
 * modules: ESM imports do not go through require hooks, and three places cover what an operator needs.
 * The SDK itself is in tracing-sdk.ts, loaded only when tracing is on (it costs a cold start otherwise).
 */

/** Runs `work` inside a new span (a child of the active one), recording an error and ending it either way. */
export async function inSpan<T>(
  tracer: Tracer,
  name: string,
  attributes: Record<string, string | number>,
  work: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The caller's trace (W3C traceparent header), so our spans join a proxy's or a browser's trace. */
export const extractContext = (headers: Record<string, unknown>): Context =>
  propagation.extract(context.active(), headers);

export { context, SpanKind, SpanStatusCode, trace };
