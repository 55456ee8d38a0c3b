import { Gauge } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePuzzleSettingsQuery } from '../api/puzzles-api.ts';
import { difficultyRanges, formatRange, indexOfRange, rangeLabels } from '../lib/difficulty.ts';

/** The learner's difficulty range, with a way into the Settings dialog. */
export function DifficultyCard({ onChange }: { onChange: () => void }) {
  const settings = usePuzzleSettingsQuery(undefined);
  const index = indexOfRange(
    settings.data?.difficulty_range_from,
    settings.data?.difficulty_range_to,
  );
  return (
    <section
      aria-labelledby="difficulty-heading"
      className="flex flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2
        id="difficulty-heading"
        className="flex items-center gap-2 text-sm font-bold tracking-wider text-muted uppercase"
      >
        <Gauge aria-hidden="true" className="size-4" /> Difficulty
      </h2>
      <p data-testid="puzzle-difficulty" className="text-xl font-extrabold text-ink tabular-nums">
        {settings.data ? formatRange(difficultyRanges[index]!) : '–'}
      </p>
      <p className="text-sm text-muted">{rangeLabels[index]}</p>
      <button type="button" onClick={onChange} className={buttonClass('secondary', 'sm', 'mt-1')}>
        Change difficulty
      </button>
    </section>
  );
}
