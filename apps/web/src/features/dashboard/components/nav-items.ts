import { Mountain, Puzzle, Settings, ShoppingBag, Sparkles, Trophy, UserRound } from 'lucide-react';

/** The dashboard's destinations, in the order of the spec's navigation. */
export const navItems = [
  { to: '/app/climb', label: 'Climb', Icon: Mountain },
  { to: '/app/puzzle/selection', label: 'Puzzles', Icon: Puzzle },
  { to: '/app/orion', label: 'Orion', Icon: Sparkles },
  { to: '/app/leaderboard', label: 'Leaderboard', Icon: Trophy },
  { to: '/app/shop', label: 'Shop', Icon: ShoppingBag },
  { to: '/app/profile', label: 'Profile', Icon: UserRound },
  { to: '/app/settings', label: 'Settings', Icon: Settings },
] as const;
