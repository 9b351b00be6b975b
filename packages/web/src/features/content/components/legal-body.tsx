import { parseLegalBody } from '@club/domain/content/content.rules';
import classes from './content.module.css';

/** A legal text in the light markup the server stores (the same blocks the PDF prints). */
export function LegalBody({ body }: { body: string }) {
  return (
    <div className={classes.legalBody}>
      {parseLegalBody(body).map((block, i) =>
        block.kind === 'heading' ? (
          <h3 key={i}>{block.text}</h3>
        ) : block.kind === 'paragraph' ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
