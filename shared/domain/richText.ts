/**
 * Reply messages as rich text (issue 21 item 15). The reply editor writes a small HTML subset; the
 * server stores it sanitised against this allow-list (messageSanitizer.ts, js-xss) and the browser
 * sanitises it again before rendering (DOMPurify, same list). Messages without markup are plain
 * text (every message before the editor, activity entries) and are shown as text.
 * Pure: no sanitiser here, so the web can import it without pulling js-xss into its bundle.
 */

/** Tags a stored message may keep; every other tag is dropped (script and style with their content). */
export const MESSAGE_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'] as const;
/** The only attribute kept: a link's href, and only with these schemes. */
export const MESSAGE_LINK_SCHEMES = /^(?:https?:|mailto:)/i;
/** Every kept link opens apart from the portal and cannot reach back into it. */
export const MESSAGE_LINK_REL = 'noopener noreferrer';

const markup = /<[a-z/!][^>]*>/i;

/** A message is HTML when it holds a tag; otherwise it is plain text, rendered as text. */
export const isHtmlMessage = (message: string): boolean => markup.test(message);

const entities: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * A message as plain text (mails, canned responses, lists): line breaks kept, every tag dropped,
 * a link's address written after its words, the common entities decoded. Plain text is returned as it is.
 */
export function messageText(message: string): string {
  if (!isHtmlMessage(message)) return message;
  return (
    message
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
      // A link keeps its address in the text (mails have no markup), unless its words are the address.
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) =>
        inner.replace(/<[^>]*>/g, '').trim() === href ? inner : `${inner} (${href})`,
      )
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(nbsp|amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity)
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** 'Message is mandatory' counts what a reader would see: an editor's empty `<p></p>` is empty. */
export const hasMessageText = (message: string): boolean => messageText(message).trim().length > 0;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as editor HTML (canned responses go into the editor this way): one paragraph a line. */
export function textToHtml(text: string): string {
  if (!text) return '';
  return text
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `<p>${escapeText(line)}</p>` : '<p></p>'))
    .join('');
}
