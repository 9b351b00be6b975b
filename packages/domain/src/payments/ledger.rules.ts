import type { ItemDescription } from './receipt.rules.js';

/**
 * The ledger's words for reconciliation (issue 20, point 11): what an attempt paid for, as the
 * office reads it, never a code such as "1:15" or a bare ticket number.
 */

/**
 * One item per part, each "Person: Title" (or the title alone when it is for no one in
 * particular), in the reader's language; '; ' between items. Empty when nothing is described
 * (the caller then shows the attempt's own description).
 */
export function conceptInWords(items: readonly Pick<ItemDescription, 'title' | 'person'>[], lang: 'es' | 'eus'): string {
  return items
    .map((i) => {
      const title = (lang === 'eus' ? i.title.eus || i.title.es : i.title.es).trim();
      const person = i.person.trim();
      return person && title ? `${person}: ${title}` : person || title;
    })
    .filter(Boolean)
    .join('; ');
}
