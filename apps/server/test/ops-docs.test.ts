import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from './harness.ts';
import { parseMetrics } from './metrics-text.ts';

/*
 * The sample Prometheus configuration and alert rules in docs/ops/ parse, hang together, and
 * name only metrics a live /metrics answer declares (plus Prometheus's own `up`).
 */
const docs = path.resolve(import.meta.dirname, '../../../docs/ops');
const load = (file: string) => parse(readFileSync(path.join(docs, file), 'utf8')) as unknown;

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string };
}

const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric names a PromQL expression reads: identifiers that are not functions, labels or keywords. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = [...bare.matchAll(/([a-zA-Z_:][\w:]*)(\s*\()?/g)]
    .filter(([, , call]) => !call)
    .map(([, name]) => name!)
    .filter((n) => !PROMQL_WORDS.has(n.toLowerCase()));
  return [...new Set(names)];
}

let t: TestApp;
let exported: Set<string>;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'ops-docs-metrics-token' });
  await t.app.inject({ method: 'GET', url: '/api/health' });
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: 'Bearer ops-docs-metrics-token' },
  });
  const { samples, names } = parseMetrics(res.body);
  exported = new Set([...names, ...[...samples.keys()].map((k) => k.split('{')[0]!)]);
});
afterAll(() => t.close());

describe('docs/ops', () => {
  it('reads the metric names out of PromQL', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le, route) (rate(x_bucket{route!="/m"}[5m]))) > 1 and on (a) up == 0',
      ),
    ).toEqual(['x_bucket', 'up']);
  });

  it('prometheus.yml scrapes /metrics and loads the alert rules', () => {
    const config = load('prometheus.yml') as {
      rule_files: string[];
      scrape_configs: {
        job_name: string;
        metrics_path: string;
        static_configs: { targets: string[] }[];
      }[];
    };
    expect(config.rule_files).toEqual(['alerts.yml']);
    expect(config.scrape_configs.length).toBeGreaterThan(0);
    for (const job of config.scrape_configs) {
      expect(job.job_name).toMatch(/^ascend-/);
      expect(job.metrics_path).toBe('/metrics');
      expect(job.static_configs[0]!.targets.length).toBeGreaterThan(0);
    }
  });

  it('alerts.yml covers queue age, the 5xx rate and p99 latency with metrics the server exports', () => {
    const { groups } = load('alerts.yml') as { groups: { name: string; rules: Rule[] }[] };
    const rules = groups.flatMap((g) => g.rules);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^Ascend[A-Za-z0-9]+$/);
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(['page', 'ticket']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(0);
      const names = metricNames(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) {
        if (name === 'up') continue; // Prometheus's own, per scrape target
        expect(
          exported.has(name),
          `${rule.alert} reads ${name}, which /metrics does not export`,
        ).toBe(true);
      }
    }
    const reads = (metric: string) => rules.some((r) => metricNames(r.expr).includes(metric));
    expect(reads('ascend_job_queue_oldest_waiting_seconds')).toBe(true);
    expect(rules.some((r) => /http_requests_total\{status_code=~"5\.\."\}/.test(r.expr))).toBe(
      true,
    );
    expect(
      rules.some(
        (r) =>
          /histogram_quantile\(0\.99,/.test(r.expr) &&
          reads('http_request_duration_seconds_bucket'),
      ),
    ).toBe(true);
  });
});
