import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './page-header.tsx';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Long-form legal text with a table of contents that links to each section. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <>
      <PageHeader eyebrow={`Last updated ${updated}`} title={title}>
        {intro}
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 pb-20 sm:px-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="md:sticky md:top-24 md:self-start">
          <ol className="space-y-1 text-sm">
            {sections.map((s, i) => (
              <li key={s.title}>
                <a
                  href={`#${slug(s.title)}`}
                  className="inline-flex min-h-9 items-center text-muted hover:text-brand-700"
                >
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10 text-ink/90 [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_ul]:space-y-1.5">
          {sections.map((s, i) => (
            <section key={s.title} id={slug(s.title)} className="scroll-mt-24 space-y-3">
              <h2 className="text-xl font-bold text-ink">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
          <p className="border-t border-slate-200 pt-6 text-muted">
            Questions about this document?{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact us
            </Link>{' '}
            and a person will answer.
          </p>
        </div>
      </div>
    </>
  );
}
