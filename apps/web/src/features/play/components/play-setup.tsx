import { useState } from 'react';
import { Swords } from 'lucide-react';
import { PLAY_LEVELS, type PlayLevel } from '@ascend/human';
import type { TimeControl } from '@ascend/contract';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Side } from '../lib/game.ts';

export interface SetupChoice {
  level: PlayLevel;
  color: Side;
  timeControl: TimeControl;
}

const TIME_CONTROLS: { value: TimeControl; label: string; hint: string }[] = [
  { value: 'none', label: 'No clock', hint: 'Casual: takebacks allowed' },
  { value: '10+0', label: '10 min', hint: 'Rapid' },
  { value: '5+3', label: '5 + 3', hint: 'Blitz, 3 s a move' },
];

const option = (selected: boolean) =>
  cn(
    'flex cursor-pointer flex-col rounded-2xl border-2 px-3 py-2 text-left transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-400',
    selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300',
  );

/** Choose the opponent level (the suggested one first picked), a colour and a time control. */
export function PlaySetup({
  suggested,
  rating,
  onStart,
}: {
  suggested: PlayLevel;
  rating: { rating: number; games: number } | null;
  onStart: (choice: SetupChoice) => void;
}) {
  const [level, setLevel] = useState(suggested);
  const [color, setColor] = useState<Side | 'random'>('w');
  const [timeControl, setTimeControl] = useState<TimeControl>('none');

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        const side = color === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : color;
        onStart({ level, color: side, timeControl });
      }}
    >
      <section className="rounded-3xl bg-brand-600 p-5 text-white shadow-[0_6px_0_var(--color-brand-800)] sm:p-6">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-50">
          Your play rating
        </p>
        <p className="mt-1 text-3xl font-extrabold" data-testid="play-rating">
          {rating ? rating.rating : '—'}
        </p>
        <p className="mt-1 text-brand-50">
          {rating && rating.games > 0
            ? `${rating.games} game${rating.games === 1 ? '' : 's'} played. `
            : 'Play a game to start your rating. '}
          Suggested opponent: <strong className="font-bold">{suggested.name}</strong> (
          {suggested.rating}).
        </p>
      </section>

      <fieldset>
        <legend className="text-lg font-extrabold text-ink">Opponent</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PLAY_LEVELS.map((l) => (
            <label key={l.rating} className={option(l.rating === level.rating)}>
              <input
                type="radio"
                name="level"
                className="sr-only"
                checked={l.rating === level.rating}
                onChange={() => setLevel(l)}
              />
              <span className="font-bold text-ink">{l.name}</span>
              <span className="text-sm text-muted">
                {l.rating}
                {l.rating === suggested.rating ? ' · suggested' : ''}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset>
          <legend className="text-lg font-extrabold text-ink">Your colour</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {(
              [
                ['w', 'White'],
                ['b', 'Black'],
                ['random', 'Random'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={option(color === value)}>
                <input
                  type="radio"
                  name="color"
                  className="sr-only"
                  checked={color === value}
                  onChange={() => setColor(value)}
                />
                <span className="font-bold text-ink">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-lg font-extrabold text-ink">Time control</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {TIME_CONTROLS.map((t) => (
              <label key={t.value} className={option(timeControl === t.value)}>
                <input
                  type="radio"
                  name="time"
                  className="sr-only"
                  checked={timeControl === t.value}
                  onChange={() => setTimeControl(t.value)}
                />
                <span className="font-bold text-ink">{t.label}</span>
                <span className="text-xs text-muted">{t.hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <Button type="submit" size="lg" className="self-start">
        <Swords aria-hidden="true" className="size-5" /> Play
      </Button>
    </form>
  );
}
