import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { IncomingMessage } from 'node:http';
import type { TracingSettings } from '../config.js';
import { safePath, safeRequestPath } from './safe-url.js';
import type { TaskTracing, TraceCarrier } from './task-queue.js';

/**
 * OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set. `main.ts` imports this file
 * (and so the SDK) before anything loads fastify or pg, and only then: the instrumentations patch
 * those packages as Node loads them (all three are CommonJS, which Node loads through `require`
 * even from an `import`, so no ESM loader hook is needed). Without the setting nothing of
 * OpenTelemetry is imported at all.
 *
 * The exporter, its protocol and headers, the sampler and the batching come from the standard
 * OTEL_* variables, read by the SDK itself (docs/operations.md); config.ts checks the ones a typo
 * would quietly switch off.
 */
export interface Tracing {
  /** Carries the trace into queued tasks and runs each try in a span of that trace (lib/task-queue.ts). */
  tasks: TaskTracing;
  /** The active span's ids, merged into every log line written inside it (the logger's `mixin`). */
  logFields(): { trace_id?: string; span_id?: string };
  /** Sends the spans still batched and stops: after the server and the task queue have stopped. */
  shutdown(): Promise<void>;
}

/** The request id (Fastify's `request.id`, the log lines' `reqId`) on a request's spans, named as ECS names it. */
export const REQUEST_ID_ATTRIBUTE = 'http.request.id';

/** Probes a load balancer sends every few seconds: a trace each would bury the real ones. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz']);

const isProbe = (url: string | undefined) => UNTRACED_PATHS.has((url ?? '').split('?')[0] ?? '');

/** The semantic conventions' names of a request's path and query. */
const URL_PATH = 'url.path';
const URL_QUERY = 'url.query';

export function startTracing(settings: TracingSettings): Tracing {
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    // Traces only: metrics are Prometheus's (METRICS_PORT), logs stay on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => isProbe(request.url),
        // No token and no query on the server span (lib/safe-url.ts), from its start: these replace
        // the path and query the instrumentation read (undefined is left out of the span). The span
        // is named by the route's pattern when it ends.
        startIncomingSpanHook: (request: IncomingMessage) => ({ [URL_PATH]: safePath(request.url ?? ''), [URL_QUERY]: undefined }),
      }),
      // Only queries made for a request or a task: pg-boss's polling alone would otherwise send a trace every few seconds.
      new PgInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({
        // On every Fastify instance as it is created, before any plugin or route.
        registerOnInitialization: true,
        ignorePaths: ({ url }) => isProbe(url),
        // The request and its handler, not a span per hook of every plugin (ten or so per request).
        instrumentHooks: false,
        requestHook: (span, request) => {
          // Once routed, the path is the route's pattern; the request span had the raw URL, query and all.
          const attributes = { [REQUEST_ID_ATTRIBUTE]: request.id, [URL_PATH]: safeRequestPath(request) };
          span.setAttributes(attributes);
          // The HTTP server span around it, the one a trace view lists the request by.
          trace.getSpan(context.active())?.setAttributes(attributes);
        },
      }),
    ],
  });
  sdk.start();
  const tracer = trace.getTracer('staffing-site.tasks');

  return {
    tasks: {
      carrier() {
        if (!trace.getActiveSpan()) return undefined;
        const carrier: TraceCarrier = {};
        propagation.inject(context.active(), carrier);
        return carrier.traceparent ? carrier : undefined;
      },
      run(name, id, carrier, work) {
        // A task queued outside any span (a schedule, an older task) starts a trace of its own, whatever
        // context pg-boss's worker loop happens to run in.
        const parent = carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
        const attributes = {
          'messaging.system': 'pg-boss',
          'messaging.operation.type': 'process',
          'messaging.destination.name': name,
          'messaging.message.id': id,
        };
        return tracer.startActiveSpan(`task ${name}`, { kind: SpanKind.CONSUMER, attributes }, parent, async (span: Span) => {
          try {
            return await work();
          } catch (error) {
            span.recordException(error instanceof Error ? error : String(error));
            span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
            throw error;
          } finally {
            span.end();
          }
        });
      },
    },
    logFields() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    shutdown: () => sdk.shutdown(),
  };
}
