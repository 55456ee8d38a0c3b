import type { Metric, Registry } from 'prom-client';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: { method: string; route: string; status_code: string };
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative), the last one past every bound. */
  inBucket: number[];
}

type Value = { metricName?: string; labels: Record<string, string>; value: number };

/**
 * Request count and latency by method, route pattern and status, kept as plain numbers and
 * handed to prom-client only when scraped. prom-client's own Counter and Histogram hash the
 * labels on every observation (about 5× the cost of this Map lookup, measured in ADR 0029);
 * this runs on every request.
 */
export class RequestStats {
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let s = this.series.get(key);
    if (!s) {
      s = {
        labels: { method, route, status_code: String(status) },
        count: 0,
        sum: 0,
        inBucket: new Array<number>(BUCKETS.length + 1).fill(0),
      };
      this.series.set(key, s);
    }
    s.count += 1;
    s.sum += seconds;
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]!) i++;
    s.inBucket[i]! += 1;
  }

  register(registry: Registry): void {
    const metric = (name: string, help: string, type: string, values: () => Value[]) => {
      const get = async () => ({ name, help, type, values: values(), aggregator: 'sum' });
      registry.registerMetric({ name, help, type, get } as unknown as Metric);
    };
    metric(
      'http_requests_total',
      'HTTP requests answered, by method, route pattern and status code',
      'counter',
      () => [...this.series.values()].map((s) => ({ labels: s.labels, value: s.count })),
    );
    const name = 'http_request_duration_seconds';
    metric(
      name,
      'Time from receiving a request to the end of its answer, by method, route pattern and status code',
      'histogram',
      () =>
        [...this.series.values()].flatMap((s) => {
          let cumulative = 0;
          const buckets = [...BUCKETS.map(String), '+Inf'].map((le, i) => {
            cumulative += s.inBucket[i]!;
            return { metricName: `${name}_bucket`, labels: { le, ...s.labels }, value: cumulative };
          });
          return [
            ...buckets,
            { metricName: `${name}_sum`, labels: s.labels, value: s.sum },
            { metricName: `${name}_count`, labels: s.labels, value: s.count },
          ];
        }),
    );
  }
}
