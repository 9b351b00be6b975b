import classes from './content.module.css';
import { MailIcon } from './icons';

/** 'Write to us' box with a mail link (the address comes from the page's section in the database). */
export function ContactBox({ text, email }: { text: string; email: string }) {
  if (!email) return null;
  return (
    <aside className={classes.contact} aria-label={text}>
      <p>{text}</p>
      <a className={classes.mailLink} href={`mailto:${email}`}>
        <MailIcon />
        {email}
      </a>
    </aside>
  );
}
