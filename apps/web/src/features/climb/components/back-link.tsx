import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-xl pr-3 font-semibold text-muted transition hover:text-ink focus-visible:outline-3 focus-visible:outline-brand-400"
    >
      <ArrowLeft aria-hidden="true" className="size-5" /> {children}
    </Link>
  );
}
