import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (issue 25, docs/deploy.md): one registry per app, so two apps in one
 * process (tests, the scale suite) never mix their counts. Names follow Prometheus' conventions: seconds,
 * `_total` counters, `hrms_` for ours.
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'hrms_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  private readonly requestSeconds = new Histogram({
    name: 'hrms_http_request_duration_seconds',
    help: 'Time from the request to the answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'hrms_job_runs_total',
    help: 'Background job runs, by job and outcome (ok | failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobSeconds = new Histogram({
    name: 'hrms_job_duration_seconds',
    help: 'Background job run time, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  private readonly jobsRunning = new Gauge({
    name: 'hrms_jobs_in_progress',
    help: 'Background job runs in progress in this instance, by job (salary-slip batches among them)',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  constructor(options: { processMetrics?: boolean } = {}) {
    // Process metrics (CPU, memory, event-loop lag, handles): once per process, in the server's registry only.
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'hrms_' });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  /** Runs a job's step, counting it and timing it whatever its outcome. */
  async timeJob<T>(job: string, run: () => Promise<T>): Promise<T> {
    const stop = this.jobSeconds.startTimer({ job });
    this.jobsRunning.inc({ job });
    try {
      const result = await run();
      this.jobRuns.inc({ job, outcome: 'ok' });
      return result;
    } catch (error) {
      this.jobRuns.inc({ job, outcome: 'failed' });
      throw error;
    } finally {
      this.jobsRunning.dec({ job });
      stop();
    }
  }

  /** A gauge read when Prometheus scrapes (sockets connected, the database pool). */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
