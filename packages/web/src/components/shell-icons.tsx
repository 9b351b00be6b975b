/**
 * The icons of the shell (top bar, footer): on every page, so kept apart from the others
 * (components/icons re-exports them), which load only with the pages that use them. The svg
 * wrapper and the `icon` factory here are shared by every icon module.
 */
export type IconProps = { size?: number; title?: string };

export const svg = (size: number, title: string | undefined, body: React.ReactNode) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    role={title ? 'img' : undefined}
    aria-hidden={title ? undefined : true}
    focusable="false"
  >
    {title ? <title>{title}</title> : null}
    {body}
  </svg>
);

/** An icon component drawing `body` (24-unit box), `defaultSize` pixels unless told otherwise. */
export const icon =
  (body: React.ReactNode, defaultSize = 20) =>
  ({ size = defaultSize, title }: IconProps) =>
    svg(size, title, body);

export const AlertIcon = icon(
  <>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
  </>,
);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, 16);
export const MailIcon = icon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);
export const LoginIcon = icon(<path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />);
export const InstagramIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const XIcon = icon(<path d="M4 4l16 16M20 4 4 20" />);
export const FacebookIcon = icon(<path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v4H8v7h4v-7h3l.5-4H12V7.8c0-.6.4-.8 1-.8h2z" />);
export const YoutubeIcon = icon(
  <>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" />
  </>,
);
export const PinIcon = icon(
  <>
    <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
