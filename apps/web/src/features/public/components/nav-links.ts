/** The public top navigation (spec §2); the drawer shows the same links. */
export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact us' },
] as const;
