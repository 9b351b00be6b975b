import { htmlToText } from '@club/domain/news/news.rules';
import type SanitizeHtml from 'sanitize-html';
import { requireOnFirstUse } from '../../lib/on-first-use.js';

/** Loaded by the first news text stored or served (lib/on-first-use.ts). */
const sanitizeHtml = requireOnFirstUse<typeof SanitizeHtml>('sanitize-html');

/**
 * The HTML a news item may carry: text structure and links, nothing that runs. Applied when a
 * news item is stored and again when it is served, so a row written some other way (a database
 * console, an old import) still cannot put a script on the page. Made with the library, on first use.
 */
let contentOptions: SanitizeHtml.IOptions | undefined;
const newsOptions = (): SanitizeHtml.IOptions =>
  (contentOptions ??= {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Links open outside the portal without handing it a window reference.
    transformTags: { a: sanitizeHtml().simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
  });

/**
 * Sanitising on the way out is the costliest part of serving the news list (about half of a
 * request's time), and the same stored texts are served again and again: results are memoised
 * by their input. A bounded map keeps memory flat; when full it starts over.
 */
const MEMO_LIMIT = 2000;
function memoised(fn: (input: string) => string): (input: string) => string {
  const memo = new Map<string, string>();
  return (input) => {
    let out = memo.get(input);
    if (out === undefined) {
      out = fn(input);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(input, out);
    }
    return out;
  };
}

export const sanitizeNewsHtml = memoised((html) => sanitizeHtml()(html, newsOptions()).trim());

/** Titles and descriptions are plain text: every tag (and a script's body) is dropped. */
export const sanitizePlainText = memoised((text) => htmlToText(sanitizeHtml()(text, { allowedTags: [], allowedAttributes: {} })));
