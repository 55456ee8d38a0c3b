import type { AnalysedMove } from '@ascend/contract';
import { cn } from '../../../lib/cn.ts';
import { classStyle } from './report-bits.ts';

/** Every move in pairs, coloured by its class; a move can be picked to see it on the board. */
export function MoveList({
  moves,
  selected,
  onSelect,
}: {
  moves: readonly AnalysedMove[];
  selected: number | null;
  onSelect: (ply: number) => void;
}) {
  const rows: (AnalysedMove | null)[][] = [];
  for (const m of moves) {
    const row = Math.ceil(m.ply / 2) - Math.ceil((moves[0]?.ply ?? 1) / 2);
    rows[row] ??= [null, null];
    rows[row]![m.color === 'white' ? 0 : 1] = m;
  }
  return (
    <div className="flex flex-col gap-3">
      <ol
        aria-label="Moves"
        className="grid max-h-96 grid-cols-[auto_1fr_1fr] gap-x-2 gap-y-0.5 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 text-sm"
      >
        {rows.map((pair, i) => {
          const first = pair[0] ?? pair[1]!;
          return (
            <li key={i} className="contents">
              <span className="py-1 pr-1 text-right text-muted tabular-nums">
                {Math.ceil(first.ply / 2)}.
              </span>
              {pair.map((m, j) =>
                m ? (
                  <button
                    key={m.ply}
                    type="button"
                    aria-pressed={selected === m.ply}
                    aria-label={`${Math.ceil(m.ply / 2)}${m.color === 'white' ? '.' : '…'} ${m.san}, ${classStyle[m.classification].name}`}
                    onClick={() => onSelect(m.ply)}
                    className={cn(
                      'rounded-md px-2 py-1 text-left font-semibold',
                      classStyle[m.classification].text,
                      selected === m.ply
                        ? 'bg-brand-100 ring-2 ring-brand-500'
                        : 'hover:bg-slate-100',
                    )}
                  >
                    {m.san}
                    {classStyle[m.classification].mark}
                  </button>
                ) : (
                  <span key={j} />
                ),
              )}
            </li>
          );
        })}
      </ol>
      <ul aria-label="Colours" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {(['best', 'inaccuracy', 'mistake', 'blunder'] as const).map((c) => (
          <li key={c} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ background: classStyle[c].dot }}
            />
            {classStyle[c].name} {classStyle[c].mark}
          </li>
        ))}
      </ul>
    </div>
  );
}
