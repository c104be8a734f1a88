/** The Agaia Online emblem: a gold peak inside a ring. Decorative; the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="32" cy="32" r="24" fill="none" stroke="currentColor" strokeWidth="1" opacity="0.45" />
      <path d="M32 12 L50 45 H42.5 L32 25.5 L21.5 45 H14 Z" fill="currentColor" />
      <path d="M26 38.5 H38" stroke="currentColor" strokeWidth="3" />
      <path d="M10 49 H54" stroke="currentColor" strokeWidth="1.5" opacity="0.6" />
      <path d="M32 3.5 L34 7 L32 10.5 L30 7 Z" fill="currentColor" />
    </svg>
  );
}
