import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart, Infinity as InfinityIcon, Zap } from 'lucide-react';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { useAuth } from '../../../lib/hooks.ts';

/** Hearts (or the unlimited indicator for subscribers) and xp, from GET users/current-user/. */
export function StatsHeader({ actions }: { actions?: ReactNode } = {}) {
  const { user } = useAuth();
  const unlimited = user?.subscription.is_active ?? false;
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur lg:justify-end lg:px-8">
      <Link to="/app/climb" aria-label="Ascend Chess — your climb" className="lg:hidden">
        <LogoMark />
      </Link>
      <div className="flex items-center gap-1.5 sm:gap-2">
        {unlimited ? (
          <span
            data-testid="hearts"
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-rose-50 px-2.5 font-bold text-rose-600 sm:px-3"
            title="Unlimited hearts with the Hero plan"
          >
            <InfinityIcon aria-hidden="true" className="size-5" />
            {/* Phones show the sign alone: the word would push the bell off a 390 px bar. */}
            <span className="sr-only">Hearts:</span>{' '}
            <span className="max-sm:sr-only">Unlimited</span>
          </span>
        ) : (
          <Link
            to="/app/shop"
            data-testid="hearts"
            className="inline-flex min-h-10 items-center gap-1 rounded-full bg-rose-50 px-2.5 font-bold text-rose-600 hover:bg-rose-100 sm:gap-1.5 sm:px-3"
          >
            <Heart aria-hidden="true" className="size-5 fill-current" />
            <span className="sr-only">Hearts:</span> {user?.heart.value ?? '–'}
          </Link>
        )}
        <span
          data-testid="xp"
          className="inline-flex min-h-10 items-center gap-1 rounded-full bg-amber-50 px-2.5 font-bold text-amber-700 sm:gap-1.5 sm:px-3"
        >
          <Zap aria-hidden="true" className="size-5 fill-current" />
          {user?.xp ?? 0} <span className="font-semibold max-[389px]:sr-only">xp</span>
        </span>
        {actions}
      </div>
    </header>
  );
}
