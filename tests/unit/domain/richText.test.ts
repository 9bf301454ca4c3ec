import { sanitizeMessageHtml } from '@shared/domain/messageSanitizer';
import { hasMessageText, isHtmlMessage, messageText, textToHtml } from '@shared/domain/richText';
import { describe, expect, it } from 'vitest';

/** Reply messages as rich text (issue 21 item 15): the allow-list, the text fallback. */

describe('sanitizeMessageHtml', () => {
  it('keeps the formatting the editor writes', () => {
    const html = '<p>Hi <strong>there</strong> <em>you</em></p><ul><li>one</li></ul><ol><li>two</li></ol><p>a<br>b</p>';
    expect(sanitizeMessageHtml(html)).toBe(html);
  });

  it('drops script and style with their content, and comments', () => {
    expect(sanitizeMessageHtml('<p>Hi</p><script>alert(1)</script><style>p{color:red}</style><!-- x -->')).toBe(
      '<p>Hi</p>',
    );
  });

  it('drops event handlers and tags outside the list', () => {
    expect(sanitizeMessageHtml('<img src=x onerror=alert(1)>hello')).toBe('<p>hello</p>');
    expect(sanitizeMessageHtml('<p onclick="steal()" style="color:red">text</p>')).toBe('<p>text</p>');
    expect(sanitizeMessageHtml('<iframe src="https://e.vil"></iframe><b>ok</b>')).toBe('<b>ok</b>');
  });

  it('keeps only http, https and mailto links, opened apart with rel noopener', () => {
    expect(sanitizeMessageHtml('<a href="https://example.com/?a=1&b=2" target="_self" rel="opener">ok</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">ok</a>',
    );
    expect(sanitizeMessageHtml('<a href="mailto:help@desk.in">mail</a>')).toBe(
      '<a href="mailto:help@desk.in" rel="noopener noreferrer" target="_blank">mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'data:text/html,x',
    ]) {
      expect(sanitizeMessageHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('reads out-of-range character references as nothing rather than failing', () => {
    expect(sanitizeMessageHtml('<a href="&#99999999999;https://x.in">x</a>')).toBe(
      '<a href="https://x.in" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('leaves nested tricks as harmless text', () => {
    const out = sanitizeMessageHtml('<scr<script>ipt>alert(1)</script><svg><a xlink:href="javascript:x">s</a></svg>');
    expect(out).not.toMatch(/<script|<svg|javascript|xlink/i);
  });

  it('keeps entities escaped, wrapping leftover text so it is still read as HTML', () => {
    expect(sanitizeMessageHtml('<div>&lt;b&gt; &amp; co</div>')).toBe('<p>&lt;b&gt; &amp; co</p>');
  });

  it('stores plain text as written', () => {
    expect(sanitizeMessageHtml('Plain text\n2 < 3 & more')).toBe('Plain text\n2 < 3 & more');
  });
});

describe('the text side of a message', () => {
  it('tells HTML from plain text', () => {
    expect(isHtmlMessage('<p>x</p>')).toBe(true);
    expect(isHtmlMessage('2 < 3 and 4 > 1')).toBe(false);
  });

  it('reads an HTML message as text with its line breaks, plain text unchanged', () => {
    expect(messageText('<p>Checked the <b>quota</b>.</p><ul><li>one &amp; two</li></ul>')).toBe(
      'Checked the quota.\none & two',
    );
    expect(messageText('Plain\ntext')).toBe('Plain\ntext');
    expect(
      messageText(
        '<p>See <a href="https://x.in/?a=1&amp;b=2" rel="noopener">the guide</a> or <a href="https://x.in">https://x.in</a></p>',
      ),
    ).toBe('See the guide (https://x.in/?a=1&b=2) or https://x.in');
  });

  it("counts an editor's empty paragraph as no message", () => {
    expect(hasMessageText('<p></p>')).toBe(false);
    expect(hasMessageText('<p> &nbsp;</p><p></p>')).toBe(false);
    expect(hasMessageText('<p>x</p>')).toBe(true);
  });

  it('turns text into escaped paragraphs for the editor', () => {
    expect(textToHtml('Hello <you>\n\nBye & thanks')).toBe('<p>Hello &lt;you&gt;</p><p></p><p>Bye &amp; thanks</p>');
  });
});
