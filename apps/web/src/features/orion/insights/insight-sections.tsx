import { Link } from 'react-router';
import type { OrionInsights } from '@ascend/contract';
import { PercentBar, ResultsBar } from './bars.tsx';
import {
  PHASE_HINT,
  PHASE_LABEL,
  TIME_CONTROL_LABEL,
  pct,
  plural,
  type InsightResults,
} from './format.ts';

/** Accuracy in the opening, middlegame and endgame: one bar each, with the moves counted. */
export function PhaseBars({ phases }: { phases: OrionInsights['phases'] }) {
  return (
    <ul className="flex flex-col gap-4" aria-label="Accuracy by phase">
      {phases.map((p) => (
        <li key={p.phase} data-testid={`phase-${p.phase}`}>
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-bold text-ink">{PHASE_LABEL[p.phase]}</span>
            <span className="text-xs text-muted">
              {p.moves
                ? `${plural(p.moves, 'move')} · ${plural(p.mistakes, 'mistake')}`
                : 'no moves yet'}
            </span>
          </div>
          <PercentBar
            value={p.accuracy}
            tone={p.accuracy === null ? 'brand' : p.accuracy < 70 ? 'rose' : 'indigo'}
          />
          <p className="mt-0.5 text-xs text-muted">{PHASE_HINT[p.phase]}</p>
        </li>
      ))}
    </ul>
  );
}

/** The motifs of the learner's mistakes, most frequent first, each linked to its newest game. */
export function MissedMotifs({ motifs }: { motifs: OrionInsights['motifs'] }) {
  if (motifs.length === 0)
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-muted">
        No named mistakes yet: Orion names a mistake when a tactic decides it (a fork, a pin, a
        mate…).
      </p>
    );
  const most = motifs[0]!.count;
  return (
    <ol className="flex flex-col gap-3" aria-label="Motifs missed most">
      {motifs.map((m) => (
        <li key={m.key} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-bold text-ink">{m.label}</span>
            <Link
              to={`/app/orion/games/${m.example.game_id}?ply=${m.example.ply}`}
              className="shrink-0 text-sm font-bold text-brand-800 underline-offset-2 hover:underline"
              aria-label={`See the latest “${m.label}” in its game`}
            >
              See it
            </Link>
          </div>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100"
            >
              <span
                className="block h-full rounded-full bg-rose-500"
                style={{ width: `${(m.count / most) * 100}%` }}
              />
            </span>
            <span className="w-20 shrink-0 text-right text-sm tabular-nums text-ink">
              {plural(m.count, 'time')}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Results and accuracy per time control (bullet … correspondence). */
export function TimeControlResults({ rows }: { rows: OrionInsights['time_controls'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Results by time control">
      {rows.map((r) => (
        <li key={r.category} className="rounded-xl border border-slate-200 p-3">
          <ResultCard title={TIME_CONTROL_LABEL[r.category]} r={r} />
        </li>
      ))}
    </ul>
  );
}

export function ResultCard({
  title,
  r,
  figures = true,
}: {
  title: string;
  r: InsightResults;
  /** Score and accuracy under the bar (left out where tiles beside it show them). */
  figures?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-bold text-ink">{title}</span>
        <span className="text-sm text-muted">{plural(r.games, 'game')}</span>
      </div>
      <ResultsBar r={r} />
      <p className={figures ? 'text-sm text-ink' : 'hidden'}>
        Score <strong className="tabular-nums">{pct(r.score)}</strong> · accuracy{' '}
        <strong className="tabular-nums">{pct(r.accuracy)}</strong>
      </p>
    </div>
  );
}
