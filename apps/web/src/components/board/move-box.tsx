import { useId, useState, type FormEvent } from 'react';
import { parseTypedMove } from './describe-position.ts';

/** Type a move instead of pointing at it: SAN (Nf3, exd5, e8=Q, O-O) or UCI (g1f3, e7e8q). */
export function MoveBox({ fen, onMove }: { fen: string; onMove: (uci: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const uci = parseTypedMove(fen, text);
    if (!uci) {
      setProblem(`"${text.trim()}" is not a legal move here. Try SAN like Nf3 or UCI like g1f3.`);
      return;
    }
    setProblem(null);
    setText('');
    onMove(uci);
  }

  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-move`} className="text-sm font-medium text-ink">
        Type a move
      </label>
      <input
        id={`${id}-move`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.stopPropagation()}
        autoComplete="off"
        spellCheck={false}
        placeholder="Nf3 or g1f3"
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        className="w-32 rounded-lg border-2 border-slate-300 px-2 py-1 font-mono text-sm text-ink focus-visible:border-brand-500 focus-visible:outline-none"
      />
      <button
        type="submit"
        className="rounded-lg bg-slate-100 px-3 py-1 text-sm font-semibold text-ink hover:bg-slate-200 focus-visible:outline-3 focus-visible:outline-brand-400"
      >
        Play
      </button>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </form>
  );
}
