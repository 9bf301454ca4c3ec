import { FilterXSS } from 'xss';
import { isHtmlMessage, MESSAGE_LINK_REL, MESSAGE_LINK_SCHEMES, MESSAGE_TAGS } from './richText';

/**
 * The server's allow-list sanitiser for reply messages (issue 21 item 15), on js-xss: only the tags
 * of MESSAGE_TAGS, no attribute but a link's http(s)/mailto href, script and style dropped with
 * their content, comments dropped. Kept apart from richText.ts so the web bundle never holds js-xss.
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(MESSAGE_TAGS.map((tag) => [tag, tag === 'a' ? ['href'] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag !== 'a' || name !== 'href') return undefined;
    // Entities and blanks decoded first, so `jav&#x61;script:` or ` javascript:` cannot pass.
    const url = browserUrl(value);
    if (!MESSAGE_LINK_SCHEMES.test(url)) return '';
    return `href="${escapeAttr(url)}" rel="${MESSAGE_LINK_REL}" target="_blank"`;
  },
});

// An out-of-range character reference must not throw (a 500): it reads as nothing.
const charOf = (code: number) => (code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

function decodeUrl(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => charOf(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => charOf(Number.parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/gi, '&')
    .replace(/[\t\n\r]/g, '');
}

/** As a browser reads an href: leading blanks and control characters do not count. */
function browserUrl(value: string): string {
  const url = decodeUrl(value);
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  return url.slice(start);
}

const escapeAttr = (url: string) =>
  url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A message as stored. Plain text (no tag at all) stays as written: it is always shown as text.
 * HTML keeps only the allow-list; when nothing but text is left it is wrapped in a paragraph so it
 * is still read as HTML (its entities are not shown raw).
 */
export function sanitizeMessageHtml(message: string): string {
  if (!isHtmlMessage(message)) return message;
  const clean = filter.process(message).trim();
  if (!clean || isHtmlMessage(clean)) return clean;
  return `<p>${clean}</p>`;
}
