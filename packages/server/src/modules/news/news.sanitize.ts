import sanitizeHtml from 'sanitize-html';
import { htmlToText } from '@club/domain/news/news.rules';

/**
 * The HTML a news item may carry: text structure and links, nothing that runs. Applied when a
 * news item is stored and again when it is served, so a row written some other way (a database
 * console, an old import) still cannot put a script on the page.
 */
const contentOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the portal without handing it a window reference.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, contentOptions).trim();
}

/** Titles and descriptions are plain text: every tag (and a script's body) is dropped. */
export function sanitizePlainText(text: string): string {
  return htmlToText(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }));
}
