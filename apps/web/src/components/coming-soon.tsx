import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { buttonClass } from './ui/button.tsx';

interface ComingSoonProps {
  title: string;
  /** What this screen will do, in the learner's words. */
  children: ReactNode;
  links: { to: string; label: string }[];
}

/**
 * Holds a route's place until its feature ships, so every path in the spec already resolves
 * and links onward instead of dead-ending.
 */
export function ComingSoon({ title, children, links }: ComingSoonProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-10 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-3 space-y-2 text-muted">{children}</div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link, i) => (
          <Link
            key={link.to}
            to={link.to}
            className={buttonClass(i === 0 ? 'primary' : 'secondary', 'md')}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
