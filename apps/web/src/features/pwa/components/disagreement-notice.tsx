import type { Disagreement } from '../lib/sync-answers.ts';

const verdict = (correct: boolean) => (correct ? 'right' : 'wrong');

function describe(d: Disagreement): string {
  const where = `Lesson ${d.lesson_id}, exercise ${d.number}`;
  if (d.server === null)
    return `${where}: not counted — ${d.reason ?? 'the server refused the answer'}.`;
  return `${where}: this device said ${verdict(d.local)}, the server says ${verdict(d.server)}${d.reason ? ` (${d.reason})` : ''}. The server's verdict counts.`;
}

/** Answers given offline that the server judged differently, shown instead of hidden. */
export function DisagreementNotice({
  disagreements,
  onDismiss,
}: {
  disagreements: Disagreement[];
  onDismiss: () => void;
}) {
  return (
    <section
      role="alert"
      aria-label="Offline answers checked again"
      data-testid="sync-disagreements"
      className="border-b-2 border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-5xl items-start justify-between gap-4">
        <div>
          <p className="font-bold">The server checked your offline answers differently:</p>
          <ul className="mt-1 list-disc pl-5">
            {disagreements.map((d, i) => (
              <li key={i}>{describe(d)}</li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded-lg px-3 py-1 font-semibold underline hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-brand-400"
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}
