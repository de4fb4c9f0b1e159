import { useId } from 'react';

// Rounded once so server and browser print the same attribute values.
const DOTS = [0, 60, 120, 180, 240, 300].map((a) => ({
  a,
  x: Math.round((18 + 9 * Math.cos((a * Math.PI) / 180)) * 100) / 100,
  y: Math.round((18 + 9 * Math.sin((a * Math.PI) / 180)) * 100) / 100,
}));

/** The Reelhouse mark: a reel-shaped emblem and the word mark (decorative; the link carries the name). */
export function Logo({ className }: { className?: string }) {
  const gradient = `rh-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg className={className} viewBox="0 0 196 36" height="32" role="img" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd166" />
          <stop offset="1" stopColor="#ff7ab6" />
        </linearGradient>
      </defs>
      <circle cx="18" cy="18" r="15" fill="none" stroke={`url(#${gradient})`} strokeWidth="3" />
      <circle cx="18" cy="18" r="4" fill={`url(#${gradient})`} />
      {DOTS.map((d) => (
        <circle key={d.a} cx={d.x} cy={d.y} r="2.4" fill="#ffd166" />
      ))}
      <text x="42" y="25" fontFamily="inherit" fontSize="20" fontWeight="800" letterSpacing="1.5" fill="#fff">
        REELHOUSE
      </text>
    </svg>
  );
}
