import { useMemo, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { Prompt } from '../components/prompt.tsx';
import { seededShuffle, type ExerciseProps } from './exercise-props.ts';

// Each made pair gets its own colour, so the learner can see which items go together.
const pairColors = [
  'bg-sky-100 border-sky-400',
  'bg-amber-100 border-amber-400',
  'bg-violet-100 border-violet-400',
  'bg-teal-100 border-teal-400',
  'bg-orange-100 border-orange-400',
  'bg-pink-100 border-pink-400',
  'bg-lime-100 border-lime-500',
  'bg-indigo-100 border-indigo-400',
];

type Side = 'left' | 'right';

/** Tap an item on each side to pair them; tap a paired item to undo. Checked once all are paired. */
export function MatchingExercise({ exercise, answer, onAnswer }: ExerciseProps<'matching_type'>) {
  const { prompt, pairs } = exercise.payload;
  const rightOrder = useMemo(
    () =>
      seededShuffle(
        pairs.map((_, i) => i),
        exercise.id,
      ),
    [pairs, exercise.id],
  );
  const [made, setMade] = useState<[number, number][]>([]);
  const [picked, setPicked] = useState<{ side: Side; index: number } | null>(null);
  const locked = Boolean(answer);

  const pairOf = (side: Side, index: number) =>
    made.findIndex(([l, r]) => (side === 'left' ? l : r) === index);
  const isRight = ([l, r]: [number, number]) => pairs[l]!.right === pairs[r]!.right;

  function tap(side: Side, index: number) {
    if (locked) return;
    const existing = pairOf(side, index);
    if (existing >= 0) {
      setMade(made.filter((_, i) => i !== existing));
      setPicked(null);
      return;
    }
    if (!picked || picked.side === side) {
      setPicked(picked?.side === side && picked.index === index ? null : { side, index });
      return;
    }
    const pair: [number, number] = side === 'left' ? [index, picked.index] : [picked.index, index];
    const next = [...made, pair];
    setMade(next);
    setPicked(null);
    if (next.length === pairs.length) onAnswer({ pairs: next });
  }

  function itemClass(side: Side, index: number) {
    const p = pairOf(side, index);
    if (p >= 0 && locked)
      return isRight(made[p]!)
        ? 'border-brand-500 bg-brand-50 text-brand-800'
        : 'border-rose-400 bg-rose-50 text-rose-700';
    if (p >= 0) return pairColors[p % pairColors.length];
    if (picked?.side === side && picked.index === index)
      return 'border-brand-500 bg-brand-100 ring-2 ring-brand-300';
    return 'border-slate-200 bg-white hover:border-brand-300';
  }

  const column = (side: Side, order: number[]) => (
    <ul className="grid content-start gap-3" aria-label={side === 'left' ? 'Items' : 'Matches'}>
      {order.map((index) => (
        <li key={index}>
          <button
            type="button"
            disabled={locked}
            aria-pressed={
              pairOf(side, index) >= 0 || (picked?.side === side && picked.index === index)
            }
            onClick={() => tap(side, index)}
            className={cn(
              'min-h-14 w-full rounded-2xl border-2 border-b-4 px-3 py-2 text-center text-base font-semibold transition sm:text-lg',
              itemClass(side, index),
            )}
          >
            {side === 'left' ? pairs[index]!.left : pairs[index]!.right}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="mx-auto max-w-2xl">
      <Prompt kicker="Match the pairs">{prompt}</Prompt>
      <div className="grid grid-cols-2 gap-3 sm:gap-6">
        {column(
          'left',
          pairs.map((_, i) => i),
        )}
        {/* Once checked, each match sits beside its item so right and wrong pairs read row by row. */}
        {column(
          'right',
          locked ? pairs.map((_, l) => made.find(([ml]) => ml === l)?.[1] ?? l) : rightOrder,
        )}
      </div>
    </div>
  );
}
