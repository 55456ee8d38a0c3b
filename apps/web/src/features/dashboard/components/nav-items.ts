import {
  Mountain,
  Puzzle,
  Settings,
  Shield,
  ShoppingBag,
  Sparkles,
  Swords,
  Trophy,
  UserRound,
} from 'lucide-react';

/** The dashboard's destinations, in the order of the spec's navigation. */
export const navItems = [
  { to: '/app/climb', label: 'Climb', Icon: Mountain },
  { to: '/app/puzzle/selection', label: 'Puzzles', Icon: Puzzle },
  { to: '/app/play', label: 'Play', Icon: Swords },
  { to: '/app/orion', label: 'Orion', Icon: Sparkles },
  { to: '/app/leaderboard', label: 'Leaderboard', Icon: Trophy },
  // Side navigation only: nine labels do not fit a 390 px bottom bar. On phones the app
  // bar's tier chip (wired in app/dashboard-shell.tsx) leads to the league, and the profile's
  // Settings button to the settings.
  { to: '/app/leagues', label: 'Leagues', Icon: Shield, sideOnly: true },
  { to: '/app/shop', label: 'Shop', Icon: ShoppingBag },
  { to: '/app/profile', label: 'Profile', Icon: UserRound },
  { to: '/app/settings', label: 'Settings', Icon: Settings, sideOnly: true },
] as const;

/** The phone's bottom bar: every destination but the side-only ones. */
export const bottomNavItems = navItems.filter((item) => !('sideOnly' in item));
