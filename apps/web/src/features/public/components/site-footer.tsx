import { Link } from 'react-router';
import { AtSign, Camera, MessagesSquare, PlaySquare } from 'lucide-react';
import { Logo } from '../../../components/ui/logo.tsx';

const columns = [
  {
    title: 'Products',
    links: [
      { to: '/login', label: 'Learn' },
      { to: '/login', label: 'Puzzles' },
      { to: '/login', label: 'Hero plan' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms-of-use', label: 'Terms of Service' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/credits', label: 'Credits and licences' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
];

// The photo-sharing account does not exist yet, so its link is a placeholder (spec §2); the
// footer is prerendered to HTML (prerender/fragments.tsx) and lib/static-links.ts keeps a click
// on "#" from going anywhere.
const social = [
  { href: 'https://x.com/ascendchess', label: 'Microblog', Icon: AtSign },
  { href: 'https://discord.gg/ascendchess', label: 'Chat community', Icon: MessagesSquare },
  { href: 'https://www.youtube.com/@ascendchess', label: 'Video channel', Icon: PlaySquare },
  { href: '#', label: 'Photo sharing (coming soon)', Icon: Camera },
];

/** Static: rendered to HTML at build time and shown through <Prerendered name="footer" />. */
export function SiteFooter() {
  return (
    <footer className="bg-ink text-white/80">
      <div className="mx-auto grid max-w-6xl grid-cols-3 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)_1.2fr]">
        <div className="col-span-3 space-y-3 md:col-span-1">
          <Logo tone="light" />
          <p className="max-w-xs text-sm text-white/70">
            Bite-sized chess lessons, rated puzzles and a friendly climb to the top.
          </p>
        </div>
        {columns.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">{col.title}</h2>
            <ul className="mt-3 space-y-1">
              {col.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-10 items-center hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="col-span-3 md:col-span-1">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  title={label}
                  {...(href === '#' ? {} : { target: '_blank', rel: 'noreferrer' })}
                  className="grid size-11 place-items-center rounded-xl bg-white/10 text-white transition hover:bg-brand-600"
                >
                  <Icon aria-hidden="true" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-white/70 sm:px-6">
          © 2025 Ascend Chess. All rights reserved
        </p>
      </div>
    </footer>
  );
}
