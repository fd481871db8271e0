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
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

/**
 * OpenTelemetry tracing (issue 25, docs/deploy.md): off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Spans
 * are made by our own code at three places (plugins/tracing.ts: HTTP requests; db/traced-client.ts: SQL
 * statements; the jobs), with the OpenTelemetry SDK exporting them over OTLP/HTTP. We do not monkey-patch
 * modules: ESM imports do not go through require hooks, and three places cover what an operator needs.
 */
export interface Tracing {
  tracer: Tracer;
  /** Exports what is buffered (tests; shutdown calls it too). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** OTLP/HTTP base address, e.g. http://otel-collector:4318 (traces go to <it>/v1/traces). */
  endpoint: string;
  serviceName: string;
  serviceVersion?: string;
}

export function startTracing(options: TracingOptions): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      ...(options.serviceVersion ? { 'service.version': options.serviceVersion } : {}),
    }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const contextManager = new AsyncLocalStorageContextManager();
  contextManager.enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    tracer: provider.getTracer('hrms', options.serviceVersion),
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

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
