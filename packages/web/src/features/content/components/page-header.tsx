import classes from './content.module.css';

/** The page's one h1 and its introduction. */
export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header>
      <h1 className={classes.title}>{title}</h1>
      {intro ? <p className={classes.intro}>{intro}</p> : null}
    </header>
  );
}
