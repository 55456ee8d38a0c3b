import type { AnalysedMove, GameReport } from '@ascend/contract';
import { Users } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { classStyle, moveNumber } from './report-bits.ts';

type HumanSummary = NonNullable<GameReport['human']>;

/** A share as people say it: "31 %", "under 1 %" (the model gives no legal move exactly 0). */
export const percent = (p: number) => (p < 0.005 ? 'under 1 %' : `${Math.round(p * 100)} %`);

const kind = { inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' } as const;

/**
 * What players at the learner's level do in this position (issue 36): how many play the
 * learner's move, and how many find the best one. Nothing for moves without the data (not
 * flagged, or a report made before it).
 */
export function HumanLine({ move, human }: { move: AnalysedMove; human: HumanSummary | null }) {
  if (!human || !move.human || !(move.classification in kind)) return null;
  const { played, best } = move.human;
  const what = kind[move.classification as keyof typeof kind];
  const common = played >= human.common_share;
  const players = `${human.rating} players`;
  return (
    <p
      data-testid="human-frequency"
      className={cn(
        'flex items-start gap-2 rounded-xl p-3 text-sm ring-1',
        common
          ? 'bg-amber-50 text-amber-950 ring-amber-200'
          : 'bg-slate-50 text-ink ring-slate-200',
      )}
    >
      <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>
          {common ? `A common ${what} at your level` : `An unusual ${what} at your level`}:
        </strong>{' '}
        {percent(played)} of {players} choose {move.san}
        {best !== null && move.best_san && move.best_san !== move.san
          ? `; ${percent(best)} find ${move.best_san}.`
          : '.'}
      </span>
    </p>
  );
}

function MoveChips({
  moves,
  onSelect,
}: {
  moves: readonly AnalysedMove[];
  onSelect: (ply: number) => void;
}) {
  if (moves.length === 0) return <p className="text-sm text-muted">None.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {moves.map((m) => (
        <li key={m.ply}>
          <button
            type="button"
            onClick={() => onSelect(m.ply)}
            className="flex min-h-11 items-center gap-2 rounded-xl border-2 border-slate-200 bg-white px-3 text-sm hover:border-slate-300"
          >
            <span className={cn('font-bold', classStyle[m.classification].text)}>
              {moveNumber(m)} {m.san}
            </span>
            <span className="text-muted tabular-nums">{percent(m.human!.played)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The report's summary split (issue 36): the learner's flagged moves that many players of their
 * level make too, and those most of them avoid — the ones most worth working on.
 */
export function HumanSummaryCard({
  report,
  onSelect,
}: {
  report: GameReport;
  onSelect: (ply: number) => void;
}) {
  const human = report.human;
  if (!human || human.common + human.rare === 0) return null;
  const flagged = report.moves.filter((m) => m.color === report.color && m.human);
  const common = flagged.filter((m) => m.human!.played >= human.common_share);
  const rare = flagged.filter((m) => m.human!.played < human.common_share);
  const players = `${human.rating} players`;
  const n = (k: number, what: string) => `${k} ${what}${k === 1 ? '' : 's'}`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="human-summary">
      <div>
        <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
          <Users aria-hidden="true" className="size-5 text-brand-800" />
          Players at your level
        </h2>
        <p className="mt-1 text-sm text-muted">
          Your {n(human.common + human.rare, 'flagged move')} beside {players}, by Maia, a model of
          how they move: {human.common} common at your level, {human.rare} that most of them avoid.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="human-common-title" className="flex flex-col gap-2">
          <h3 id="human-common-title" className="font-bold text-ink">
            Common at your level ({human.common})
          </h3>
          <p className="text-sm text-muted">
            At least {percent(human.common_share)} of {players} choose these too.
          </p>
          <MoveChips moves={common} onSelect={onSelect} />
        </section>
        <section aria-labelledby="human-rare-title" className="flex flex-col gap-2">
          <h3 id="human-rare-title" className="font-bold text-ink">
            Most {players} avoid ({human.rare})
          </h3>
          <p className="text-sm text-muted">
            Fewer than {percent(human.common_share)} of {players} choose these.
          </p>
          <MoveChips moves={rare} onSelect={onSelect} />
        </section>
      </div>
    </Card>
  );
}
