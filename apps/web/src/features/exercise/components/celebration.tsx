import { KnightShapes } from './illustrations.tsx';

/** Our celebration picture: the knight mascot on a summit flag with confetti. */
export function Celebration({ className }: { className?: string }) {
  const confetti = [
    [20, 30, '#facc15', 0],
    [180, 26, '#fb7185', 0.2],
    [40, 90, '#38bdf8', 0.4],
    [168, 96, '#a78bfa', 0.1],
    [70, 16, '#4cb96a', 0.3],
    [140, 12, '#f97316', 0.5],
  ] as const;
  return (
    <svg
      viewBox="0 0 200 180"
      className={className}
      role="img"
      aria-label="A knight celebrating on a summit"
    >
      <circle cx="100" cy="96" r="74" fill="#effaf1" />
      <path d="M24 160 82 70l26 34 20-26 48 82z" fill="#4cb96a" />
      <path d="M82 70l12 16-12-4-10 8z" fill="#fff" />
      <path d="M128 78l10 14-10-3-8 6z" fill="#fff" />
      <line
        x1="108"
        y1="104"
        x2="108"
        y2="40"
        stroke="#17502a"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M110 40h30l-8 10 8 10h-30z" fill="#facc15" />
      <g transform="translate(112 92) scale(0.55)">
        <KnightShapes />
      </g>
      {confetti.map(([x, y, color, delay], i) => (
        <rect
          key={i}
          x={x}
          y={y}
          width="9"
          height="14"
          rx="2"
          fill={color}
          transform={`rotate(${i * 37} ${x} ${y})`}
        >
          <animate
            attributeName="y"
            values={`${y};${y + 14};${y}`}
            dur="1.6s"
            begin={`${delay}s`}
            repeatCount="indefinite"
          />
        </rect>
      ))}
    </svg>
  );
}
