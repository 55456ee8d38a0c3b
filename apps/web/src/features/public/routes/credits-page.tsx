import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { PageHeader } from '../components/page-header.tsx';
import { credits, PROJECT_LICENCE, type Credit } from '../credits.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

function CreditCard({ credit }: { credit: Credit }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold text-ink">{credit.name}</h3>
      <p className="mt-1 text-ink/80">{credit.what}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="font-semibold text-muted">Made by</dt>
        <dd className="min-w-0 text-ink/90">{credit.authors}</dd>
        <dt className="font-semibold text-muted">Licence</dt>
        <dd className="min-w-0 text-ink/90">{credit.licence}</dd>
        <dt className="font-semibold text-muted">Source</dt>
        <dd className="min-w-0 text-ink/90 [overflow-wrap:anywhere]">{credit.source}</dd>
      </dl>
    </li>
  );
}

function CreditList({
  title,
  items,
  note,
  last = false,
}: {
  title: string;
  items: Credit[];
  note?: string;
  last?: boolean;
}) {
  return (
    <section className={`mx-auto max-w-4xl px-4 pt-6 sm:px-6 ${last ? 'pb-14' : 'pb-6'}`}>
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      <ul className="mt-4 space-y-4">
        {items.map((c) => (
          <CreditCard key={c.name} credit={c} />
        ))}
      </ul>
      {note && <p className="mt-4 text-ink/80">{note}</p>}
    </section>
  );
}

export default function CreditsPage() {
  usePageTitle('Credits');
  const shipped = credits.filter((c) => c.use === 'product');
  const tests = credits.filter((c) => c.use === 'tests');
  return (
    <>
      <PageHeader eyebrow="Credits" title="Built on the work of others">
        <p>
          Ascend Chess stands on free software and open data: the engine that checks every answer,
          the networks that know how people play, and the real games and puzzles behind the lessons.
          Thank you to everyone who made them.
        </p>
      </PageHeader>
      <section className="mx-auto max-w-4xl space-y-4 px-4 py-6 sm:px-6">
        <h2 className="text-2xl font-bold text-ink">Our licence</h2>
        <p className="text-lg leading-relaxed text-ink/90">
          Ascend Chess is free software: you can redistribute it and change it under the terms of
          the GNU Affero General Public License, version 3 or any later version ({PROJECT_LICENCE}
          ). To receive the complete source code of the version you are using,{' '}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            write to us
          </Link>
          .
        </p>
        <ul className="flex flex-wrap gap-3">
          <li>
            <a
              href="/LICENSE.txt"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 px-4 font-semibold text-ink hover:bg-brand-50"
            >
              <FileText aria-hidden="true" className="size-5" /> The licence (AGPL-3.0)
            </a>
          </li>
          <li>
            <a
              href="/third-party-notices.txt"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 px-4 font-semibold text-ink hover:bg-brand-50"
            >
              <FileText aria-hidden="true" className="size-5" /> Every third-party licence
            </a>
          </li>
        </ul>
      </section>
      <CreditList
        title="What the app includes"
        items={shipped}
        note="The app also runs on open-source packages from npm, from React to Fastify; each is listed with its licence in the third-party notices above."
      />
      <CreditList title="What our tests use" items={tests} last />
    </>
  );
}
