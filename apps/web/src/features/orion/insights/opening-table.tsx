import type { OpeningInsight } from '@ascend/contract';
import { PercentBar } from './bars.tsx';
import { pct } from './format.ts';

/** The learner's openings with one colour: games, score and accuracy, most played first. */
export function OpeningTable({
  id,
  title,
  openings,
}: {
  id: string;
  title: string;
  openings: OpeningInsight[];
}) {
  return (
    <div className="min-w-0">
      <h3 id={id} className="font-bold text-ink">
        {title}
      </h3>
      {openings.length === 0 ? (
        <p className="mt-2 rounded-xl bg-slate-50 p-3 text-sm text-muted">
          No analysed games with this colour yet.
        </p>
      ) : (
        <table aria-labelledby={id} className="mt-2 w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Opening
              </th>
              <th scope="col" className="w-14 py-2 pr-2 text-right font-semibold">
                Games
              </th>
              <th scope="col" className="w-[28%] py-2 pr-2 font-semibold">
                Score
              </th>
              <th scope="col" className="w-20 py-2 text-right font-semibold">
                Accuracy
              </th>
            </tr>
          </thead>
          <tbody>
            {openings.map((o) => (
              <tr key={o.name} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-semibold text-ink">
                  <span className="block break-words">{o.name}</span>
                  <span className="block text-xs font-normal text-muted">
                    {o.eco.join(', ')} · {o.wins}–{o.draws}–{o.losses}
                  </span>
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{o.games}</td>
                <td className="py-2 pr-2">
                  <PercentBar value={o.score} />
                </td>
                <td className="py-2 text-right font-bold tabular-nums text-ink">
                  {pct(o.accuracy)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
