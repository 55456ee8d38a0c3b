/** The game's moves in pairs, newest visible; a list a screen reader can walk. */
export function MoveList({ sans }: { sans: readonly string[] }) {
  const rows: [string, string | undefined][] = [];
  for (let i = 0; i < sans.length; i += 2) rows.push([sans[i]!, sans[i + 1]]);
  return (
    <div
      data-testid="move-list"
      data-plies={sans.length}
      className="max-h-48 overflow-y-auto rounded-2xl border-2 border-slate-200 bg-white p-2 lg:max-h-72"
    >
      {rows.length === 0 ? (
        <p className="px-1 text-sm text-muted">No moves yet.</p>
      ) : (
        <ol aria-label="Moves" className="grid grid-cols-[auto_1fr_1fr] gap-x-3 font-mono text-sm">
          {rows.map(([w, b], i) => (
            <li key={i} className="contents">
              <span className="text-muted">{i + 1}.</span>
              <span className="text-ink">{w}</span>
              <span className="text-ink">{b ?? ''}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
