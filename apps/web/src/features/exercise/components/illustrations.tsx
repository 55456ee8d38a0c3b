/** Our own drawings (no stock art): a knight mascot, and the quit / keep-going pictures. */

/** The mascot's shapes in a 120×120 box, for use inside other drawings. */
export function KnightShapes() {
  return (
    <>
      <path d="M32 104h56l-6-16H38z" fill="#17502a" />
      <path
        d="M40 88c-2-16 6-26 14-34-8 2-16 0-20-6l10-20c4-8 14-14 26-12 18 4 26 22 24 44-1 12-6 22-12 28z"
        fill="#2a9d4b"
        stroke="#17502a"
        strokeWidth="3"
      />
      <path
        d="M56 22l6-12 6 14z"
        fill="#2a9d4b"
        stroke="#17502a"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="62" cy="38" r="4.5" fill="#fff" />
      <circle cx="63" cy="38" r="2.2" fill="#14201a" />
      <path
        d="M36 48c4 2 8 2 12 0"
        stroke="#17502a"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M74 30c8 8 12 20 10 34"
        stroke="#7fd293"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}

export function KnightMascot({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true">
      <ellipse cx="60" cy="110" rx="34" ry="6" fill="rgba(0,0,0,0.12)" />
      <KnightShapes />
    </svg>
  );
}

export function QuitImage({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 96 96" className={className} aria-hidden="true">
      <rect x="8" y="8" width="80" height="80" rx="22" fill="#ffe4e6" />
      <path d="M34 24h22a4 4 0 0 1 4 4v40a4 4 0 0 1-4 4H34z" fill="#fb7185" />
      <path d="M34 24l14 6v46l-14-4z" fill="#be123c" />
      <circle cx="44" cy="50" r="2.5" fill="#ffe4e6" />
      <path
        d="M62 48h18m-7-7 7 7-7 7"
        stroke="#be123c"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ContinueImage({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 96 96" className={className} aria-hidden="true">
      <rect x="8" y="8" width="80" height="80" rx="22" fill="#d8f3dd" />
      <path d="M18 72l20-24 12 12 14-22 14 34z" fill="#2a9d4b" />
      <path
        d="M58 38l6-10 6 10"
        fill="none"
        stroke="#17502a"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M64 28v-8l10 4-10 4" fill="#facc15" />
      <circle cx="30" cy="28" r="7" fill="#facc15" />
    </svg>
  );
}
