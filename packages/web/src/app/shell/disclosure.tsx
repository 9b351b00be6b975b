import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/shell-icons';
import classes from './shell.module.css';

/**
 * A disclosure menu (WAI-ARIA "disclosure navigation"): a button that shows a list of links or
 * actions. Tab moves through the items, Escape closes and returns to the button, and it closes
 * when focus or a click goes elsewhere and on navigation. No popover library on every page.
 */
export function Disclosure({
  label,
  buttonClassName,
  align = 'left',
  children,
  buttonLabel,
}: {
  label: ReactNode;
  /** Accessible name when the visible label is not enough (e.g. an avatar). */
  buttonLabel?: string;
  buttonClassName: string | undefined;
  align?: 'left' | 'right';
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => close(), [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={classes.disclosure}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span className={classes.chevron} aria-hidden>
          <ChevronDownIcon size={14} />
        </span>
      </button>
      <ul id={id} className={align === 'right' ? classes.panelRight : classes.panel} hidden={!open}>
        {children(close)}
      </ul>
    </div>
  );
}
