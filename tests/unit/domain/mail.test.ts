import { describe, expect, it } from 'vitest';
import { hasControlCharacters, headerText } from '../../../shared/domain/mail';

/** Issue #15 item 14: nothing placed in a mail header can end the header and add another. */
describe('headerText', () => {
  it('turns line breaks into one space, so no header can be added', () => {
    expect(headerText('Printer broken\r\nBcc: intruder@evil.example')).toBe(
      'Printer broken Bcc: intruder@evil.example',
    );
    expect(headerText('a\nb\rc\r\n\r\nd')).toBe('a b c d');
    expect(headerText('a\u2028b\u2029c')).toBe('a b c');
  });

  it('removes other control characters and keeps ordinary text as it is', () => {
    expect(headerText('Tab\there\u0000 bell\u0007 del\u007f c1\u0085')).toBe('Tabhere bell del c1');
    expect(headerText('[Ticket #12] Projector – Room 4 (ünïcode) - Ticket raised')).toBe(
      '[Ticket #12] Projector – Room 4 (ünïcode) - Ticket raised',
    );
    expect(headerText('  padded\n')).toBe('padded');
  });

  it('finds control characters in an address', () => {
    expect(hasControlCharacters('user@demo.local')).toBe(false);
    expect(hasControlCharacters('user@demo.local\r\nBcc: x@evil.example')).toBe(true);
    expect(hasControlCharacters('user\u0000@demo.local')).toBe(true);
  });
});
