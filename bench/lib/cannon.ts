import autocannon from 'autocannon';

export interface CannonResult {
  name: string;
  /** Closed loop: each connection sends its next request when the previous one answered. */
  connections: number;
  /** Seconds of load for this row. */
  duration: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one endpoint of a server on 127.0.0.1 and reduces the result. */
export async function cannon(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  },
): Promise<CannonResult> {
  const connections = opts.connections ?? 10;
  const duration = opts.duration ?? 8;
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections,
    duration,
  });
  return {
    name,
    connections,
    duration,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export function table(rows: CannonResult[], baselineRps: number): string {
  const lines = [
    '| endpoint | connections × s | req/s | p50 ms | p99 ms | vs baseline | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.connections} × ${r.duration} | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / baselineRps).toFixed(2)}× | ${r.errors} / ${r.non2xx} |`,
    );
  }
  return lines.join('\n');
}
