import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { navLinks } from './nav-links.ts';

/** Lucide's "menu" and "x", drawn inline: the first load carries no icon library. */
function DrawerIcon({ paths }: { paths: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      className="size-6"
    >
      <path d={paths} />
    </svg>
  );
}

/**
 * Below md the links live in a slide-in drawer that closes on every route change (spec §2).
 * A native modal <dialog> gives focus trapping, Escape and an inert page for free, without
 * adding a dialog library to the home page's first load.
 */
export function MobileDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => dialog.current?.close(), [location.key]);

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="grid size-11 place-items-center rounded-xl text-ink hover:bg-black/5 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
      >
        <DrawerIcon paths="M4 5h16M4 12h16M4 19h16" />
      </button>
      <dialog
        ref={dialog}
        aria-label="Menu"
        // A click on the backdrop lands on the <dialog> element itself.
        onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
        className="fixed inset-y-0 left-0 right-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-black/40 open:animate-[drawer-in_220ms_var(--ease-out-soft)] md:hidden"
      >
        <div className="flex h-full flex-col p-5">
          <div className="flex items-center justify-between">
            <Logo />
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="grid size-11 place-items-center rounded-xl hover:bg-black/5"
              aria-label="Close menu"
            >
              <DrawerIcon paths="M18 6 6 18M6 6l12 12" />
            </button>
          </div>
          <nav aria-label="Mobile" className="mt-8 flex flex-col gap-1">
            {navLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex min-h-12 items-center rounded-xl px-4 text-lg font-semibold',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-50',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-auto grid gap-3">
            <Link to="/sign-up" className={buttonClass('primary', 'lg', 'w-full')}>
              Sign Up
            </Link>
            <Link to="/login" className={buttonClass('secondary', 'lg', 'w-full')}>
              Log in
            </Link>
          </div>
        </div>
      </dialog>
    </>
  );
}
