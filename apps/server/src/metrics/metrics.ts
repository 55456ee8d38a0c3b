import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { RequestStats } from './request-stats.ts';

/**
 * This process's Prometheus metrics (ADR 0029): requests by route pattern and status, Node's
 * own (event-loop lag, memory, GC), job failures seen here, and gauges read from the database
 * at each scrape (snapshot.ts). One registry per app, so tests can build several.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new RequestStats();
  private readonly jobFailures = new Counter({
    name: 'ascend_job_failures_total',
    help: 'Job attempts that failed in this process (retried or not), by queue',
    labelNames: ['queue'],
    registers: [this.registry],
  });
  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requests.register(this.registry);
  }

  /** Called once per answered request (onResponse): a Map lookup and a few additions. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
  }

  jobFailed(queue: string): void {
    this.jobFailures.inc({ queue });
  }

  gauge(name: string, help: string, labelNames: string[] = []): Gauge {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }
}
