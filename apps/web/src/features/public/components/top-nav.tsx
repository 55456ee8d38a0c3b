import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { MobileDrawer } from './mobile-drawer.tsx';
import { navLinks } from './nav-links.ts';

export function TopNav() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link
          to="/"
          aria-label="Ascend Chess home"
          className="rounded-lg focus-visible:outline-3 focus-visible:outline-brand-400"
        >
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center rounded-lg px-4 font-semibold transition hover:bg-brand-50',
                    isActive ? 'text-brand-700' : 'text-ink/80',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Link
            to="/login"
            className="hidden min-h-11 items-center rounded-lg px-4 font-semibold text-ink/80 hover:bg-brand-50 sm:inline-flex"
          >
            Log in
          </Link>
          <Link to="/sign-up" className={buttonClass('primary', 'sm', 'hidden md:inline-flex')}>
            Sign Up
          </Link>
          <MobileDrawer />
        </div>
      </nav>
    </header>
  );
}
