/**
 * The club badge, drawn as SVG: a swimmer over pool waves inside a ring. Decorative where the
 * club name is written beside it; pass `title` to give it a name when it stands alone.
 */
export function ClubLogo({ size = 44, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <circle cx="32" cy="32" r="31" fill="#fff" />
      <circle cx="32" cy="32" r="27.5" fill="#1971c2" />
      <circle cx="32" cy="32" r="27.5" fill="none" stroke="#8fd3ff" strokeWidth="1.5" />
      {/* swimmer: head and a stroking arm */}
      <circle cx="22" cy="27" r="4.2" fill="#fff" />
      <path d="M27 30c4-6 11-9 18-7" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" />
      <path d="M14 34c6 0 10-1.5 16-1.5s10 1.5 16 1.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      {/* water */}
      <path
        d="M10 41c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2"
        fill="none"
        stroke="#8fd3ff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M13 48c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <text x="32" y="18" textAnchor="middle" fontSize="8.5" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
        CNG
      </text>
    </svg>
  );
}
