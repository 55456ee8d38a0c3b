import { useId, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  /** One sentence that says what the chart shows; read out as the chart's description. */
  summary: string;
  /** The data as rows for screen readers: [label, value]. */
  rows: [string, string][];
  columns: [string, string];
  children(ids: { titleId: string; descId: string }): ReactNode;
}

/** A titled chart whose data is also available as a (visually hidden) table. */
export function ChartCard({ title, summary, rows, columns, children }: ChartCardProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm p-4 sm:p-5">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <p id={descId} className="mt-0.5 text-sm text-muted">
        {summary}
      </p>
      <div className="mt-3">{children({ titleId, descId })}</div>
      {rows.length > 0 && (
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value], i) => (
              <tr key={i}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
