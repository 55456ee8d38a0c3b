import { Suspense, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { AppLoading } from '../../../components/ui/loading-screen.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { bottomNavItems, navItems } from './nav-items.ts';
import { StatsHeader } from './stats-header.tsx';

interface DashboardLayoutProps {
  /** Extra header controls (the notification bell), wired in app/ so features stay apart. */
  headerActions?: ReactNode;
  /** App-wide overlays (the announcement popup). */
  overlay?: ReactNode;
}

/** Side navigation on desktop (lg and up), bottom navigation on smaller screens. */
export function DashboardLayout({ headerActions, overlay }: DashboardLayoutProps = {}) {
  return (
    <div className="min-h-dvh bg-slate-50 lg:pl-64">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white px-4 py-6 lg:flex">
        <Link to="/app/climb" className="px-3" aria-label="Ascend Chess — your climb">
          <Logo />
        </Link>
        <nav aria-label="App" className="mt-8 flex flex-col gap-1">
          {navItems.map(({ to, label, Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex min-h-12 items-center gap-3 rounded-xl px-3 font-semibold uppercase tracking-wide transition',
                  isActive
                    ? 'bg-brand-50 text-brand-800 ring-2 ring-brand-200'
                    : 'text-muted hover:bg-slate-100',
                )
              }
            >
              <Icon aria-hidden="true" className="size-6" />
              {label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <StatsHeader actions={headerActions} />
      <main className="pb-24 lg:pb-8">
        <Suspense fallback={<AppLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label="App"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="mx-auto flex max-w-lg">
          {bottomNavItems.map(({ to, label, Icon }) => (
            // Columns as wide as their labels: seven fit 390 px without wrapping "Leaderboard".
            <li key={to} className="flex-auto">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-16 flex-col items-center justify-center gap-1 whitespace-nowrap px-0.5 text-[11px] font-semibold',
                    isActive ? 'text-brand-700' : 'text-muted',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-6" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {overlay}
    </div>
  );
}
