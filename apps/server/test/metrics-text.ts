/**
 * The samples of a Prometheus text answer, keyed as written (`name{label="v",…}`), and the
 * metric names it declares (`# TYPE` lines).
 */
export function parseMetrics(text: string): { samples: Map<string, number>; names: Set<string> } {
  const samples = new Map<string, number>();
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) /.exec(line);
    if (type) names.add(type[1]!);
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return { samples, names };
}
