import classes from './content.module.css';

/** Placeholders while a section loads: fixed height, so the page does not jump when data arrives. */
export function Skeletons({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div className={classes.grid} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.skeleton} />
      ))}
    </div>
  );
}

/** A load failure or an empty list, said in words. */
export function StatusText({ kind, children }: { kind: 'error' | 'empty'; children: React.ReactNode }) {
  return (
    <p className={kind === 'error' ? classes.error : classes.status} role={kind === 'error' ? 'alert' : undefined}>
      {children}
    </p>
  );
}
