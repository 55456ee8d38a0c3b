/** Colours of the ten tier badges, lowest first: wood and bronze up to gold and royal purple. */
const STYLES = [
  { face: '#d6b48a', rim: '#8a5a2b', text: 'text-amber-900', soft: 'bg-amber-50' },
  { face: '#e3a06b', rim: '#9a4a12', text: 'text-orange-900', soft: 'bg-orange-50' },
  { face: '#cbd5e1', rim: '#64748b', text: 'text-slate-800', soft: 'bg-slate-100' },
  { face: '#fcd34d', rim: '#b45309', text: 'text-amber-900', soft: 'bg-amber-50' },
  { face: '#6ee7b7', rim: '#047857', text: 'text-emerald-900', soft: 'bg-emerald-50' },
  { face: '#7dd3fc', rim: '#0369a1', text: 'text-sky-900', soft: 'bg-sky-50' },
  { face: '#a5b4fc', rim: '#4338ca', text: 'text-indigo-900', soft: 'bg-indigo-50' },
  { face: '#f9a8d4', rim: '#be185d', text: 'text-pink-900', soft: 'bg-pink-50' },
  { face: '#fca5a5', rim: '#b91c1c', text: 'text-red-900', soft: 'bg-red-50' },
  { face: '#c4b5fd', rim: '#6d28d9', text: 'text-violet-900', soft: 'bg-violet-50' },
] as const;

export const tierStyle = (tier: number) => STYLES[Math.min(Math.max(tier, 1), 10) - 1]!;
