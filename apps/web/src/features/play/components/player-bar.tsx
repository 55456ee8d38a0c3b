import { cn } from '../../../lib/cn.ts';

const GLYPH: Record<string, string> = { q: '♛', r: '♜', b: '♝', n: '♞', p: '♟' };
const NAME: Record<string, string> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

const clock = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** A player's line: name, rating, what they have taken, the material lead and the clock. */
export function PlayerBar({
  name,
  detail,
  taken,
  lead,
  clockMs,
  running,
  testId,
}: {
  name: string;
  detail: string;
  taken: readonly string[];
  lead: number;
  clockMs: number | null;
  running: boolean;
  testId: string;
}) {
  const order = [...taken].sort((a, b) => 'qrbnp'.indexOf(a) - 'qrbnp'.indexOf(b));
  const words = order.length
    ? `Has taken: ${order.map((t) => NAME[t]).join(', ')}.`
    : 'Has taken nothing.';
  return (
    <div className="flex items-center gap-3" data-testid={testId}>
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-ink">
          {name} <span className="font-medium text-muted">{detail}</span>
        </p>
        <p className="h-5 text-sm text-slate-600">
          <span aria-hidden="true">{order.map((t) => GLYPH[t]).join('')}</span>
          {lead > 0 && <span className="ml-1 font-semibold">+{lead}</span>}
          <span className="sr-only">{words}</span>
        </p>
      </div>
      {clockMs !== null && (
        <p
          className={cn(
            'rounded-lg px-2 py-1 font-mono text-lg font-bold tabular-nums',
            clockMs < 20_000
              ? 'bg-rose-600 text-white'
              : running
                ? 'bg-ink text-white'
                : 'bg-slate-100 text-ink',
          )}
          role="timer"
          aria-label={`${name === 'You' ? 'Your' : `${name}’s`} clock: ${clock(clockMs)}`}
          data-testid={`${testId}-clock`}
        >
          {clock(clockMs)}
        </p>
      )}
    </div>
  );
}
