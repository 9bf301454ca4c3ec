import {
  hasControlCharacters,
  headerText,
  isMailAddress,
  MAIL_DOMAINS_MESSAGES,
  mailDomainsProblem,
  parseMailDomains,
  recipientsOutside,
  recipientsProblem,
} from '@shared/domain/mail';
import { describe, expect, it } from 'vitest';

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

describe('Mail Domains', () => {
  it('are read from the form as lower-case domains, once each', () => {
    expect(parseMailDomains(' School.EDU, @college.edu\nschool.edu;  ')).toEqual(['school.edu', 'college.edu']);
  });

  it('must be real domain names, at least one', () => {
    expect(mailDomainsProblem(['school.edu', 'mail.college.ac.in'])).toBeUndefined();
    expect(mailDomainsProblem([])).toBe(MAIL_DOMAINS_MESSAGES.none);
    expect(mailDomainsProblem(['school'])).toBe(MAIL_DOMAINS_MESSAGES.invalid('school'));
    expect(mailDomainsProblem(['evil.example\r\nBcc: x'])).toBeDefined();
  });

  it('decide which reply recipients are outside', () => {
    expect(recipientsOutside('a@School.edu, b@gmail.com,, c@sub.school.edu', ['school.edu'])).toEqual([
      'b@gmail.com',
      'c@sub.school.edu',
    ]);
    expect(recipientsOutside('a@school.edu', ['school.edu'])).toEqual([]);
  });

  it('say why typed recipients cannot be used, naming the address and the allowed domains', () => {
    expect(isMailAddress('vendor@school.edu')).toBe(true);
    for (const bad of ['vendor', 'the vendor@school.edu', 'a@b', 'a@@school.edu', 'a@school.edu\r\nBcc: x']) {
      expect(isMailAddress(bad)).toBe(false);
    }
    expect(recipientsProblem('vendor@school.edu, b@School.EDU', ['school.edu'])).toBeUndefined();
    expect(recipientsProblem('a@school.edu, the vendor@school.edu', ['school.edu'])).toBe(
      'Not an e-mail address: the vendor@school.edu. Enter an address such as name@school.edu',
    );
    const outside = recipientsProblem('a@school.edu, v@gmail.com', ['school.edu', 'partner.edu']);
    expect(outside).toContain('v@gmail.com');
    expect(outside).toContain('Allowed domains: school.edu, partner.edu');
    expect(outside).not.toContain('a@school.edu');
  });
});
