import { Medal } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

// Illustrative standings (labelled as an example on screen), not real accounts.
const rows = [
  { name: 'knightowl', xp: 1840 },
  { name: 'queen_of_e4', xp: 1615 },
  { name: 'you', xp: 1490 },
  { name: 'rookie_rook', xp: 1202 },
];

export function LeaderboardSection() {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
      <SectionHeading eyebrow="Leaderboard" title="A little friendly competition.">
        <p>
          Every lesson and puzzle earns xp. See where you rank, visit other climbers&apos; profiles
          and find the motivation to do one more lesson today.
        </p>
      </SectionHeading>
      <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg">
        <figcaption className="mb-3 text-sm font-semibold text-muted">
          Example leaderboard
        </figcaption>
        <ol className="space-y-2">
          {rows.map((row, i) => (
            <li
              key={row.name}
              className={`flex items-center gap-3 rounded-xl px-4 py-3 ${row.name === 'you' ? 'bg-brand-50 ring-2 ring-brand-300' : 'bg-slate-50'}`}
            >
              <span className="w-6 text-center font-bold text-muted">{i + 1}</span>
              {i < 3 ? (
                <Medal
                  aria-hidden="true"
                  className={`size-5 ${['text-amber-500', 'text-slate-500', 'text-orange-700'][i]}`}
                />
              ) : (
                <span className="size-5" />
              )}
              <span className="flex-1 font-semibold text-ink">
                {row.name === 'you' ? 'You' : row.name}
              </span>
              <span className="font-bold tabular-nums text-brand-800">
                {row.xp.toLocaleString('en-US')} xp
              </span>
            </li>
          ))}
        </ol>
      </figure>
    </section>
  );
}
