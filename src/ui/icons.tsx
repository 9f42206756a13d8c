// Drawn icons (no emoji font is needed on the member's machine); each is decorative, its button carries the name.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function PencilIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" {...stroke}>
      <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

export function BinIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" {...stroke}>
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

export function EnvelopeIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" {...stroke}>
      <path d="M4 6h16v12H4z" />
      <path d="M4 7l8 6 8-6" />
    </svg>
  );
}
