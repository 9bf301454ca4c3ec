import { MESSAGE_LINK_REL, MESSAGE_LINK_SCHEMES, MESSAGE_TAGS } from '@shared/domain/richText';
import DOMPurify from 'dompurify';

/**
 * A stored HTML message made safe for the page (issue 21 item 15). The server stored it sanitised
 * already; the browser checks again with the same allow-list (shared/domain/richText.ts), so a
 * message written before the sanitiser, or by any other path, can never run script here.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('rel', MESSAGE_LINK_REL);
    node.setAttribute('target', '_blank');
  }
});

export function safeMessageHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...MESSAGE_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: MESSAGE_LINK_SCHEMES,
    KEEP_CONTENT: true,
  });
}
