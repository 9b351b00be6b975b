/**
 * Inline icons of the content pages (decorative: hidden from screen readers). Apart from
 * components/icons because the landing page uses them: its heavier page icons would add to `/`.
 */
import { icon } from '../../../components/shell-icons';

export { MailIcon } from '../../../components/shell-icons';

export const PauseIcon = icon(<path d="M8 5v14M16 5v14" />);
export const PlayIcon = icon(<path d="M7 4l13 8-13 8z" />);
export const PrevIcon = icon(<path d="M15 18l-6-6 6-6" />);
export const NextIcon = icon(<path d="M9 18l6-6-6-6" />);
export const DownloadIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
export const FileIcon = icon(
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6" />
  </>,
);
export const ArrowIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />, 18);
export const CalendarIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
  16,
);
// Not the footer's PinIcon: a slightly different drawing, kept as the cards had it.
export const PinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </>,
  16,
);
