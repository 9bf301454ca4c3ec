import { contentDisposition } from '@functions/lib/contentDisposition';
import { contentMatchesType } from '@shared/domain/attachments';
import { describe, expect, it } from 'vitest';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('an attachment is what its content says', () => {
  it('matches signatures to the declared type', () => {
    expect(contentMatchesType('image/png', 'image/png', bytes('x'))).toBe(true);
    expect(contentMatchesType('image/png', 'image/jpeg', bytes('x'))).toBe(false);
    expect(contentMatchesType('application/pdf', undefined, bytes('<html>'))).toBe(false);
    // Legacy Word and Excel share the OLE compound-file signature.
    expect(contentMatchesType('application/msword', 'application/x-cfb', bytes('x'))).toBe(true);
    expect(contentMatchesType('application/vnd.ms-excel', 'application/x-cfb', bytes('x'))).toBe(true);
    expect(
      contentMatchesType(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/zip',
        bytes('x'),
      ),
    ).toBe(false);
  });

  it('takes text only when nothing binary is detected and it holds no NUL byte', () => {
    expect(contentMatchesType('text/csv', undefined, bytes('a,b\n1,2\n'))).toBe(true);
    expect(contentMatchesType('text/plain', 'application/x-msdownload', bytes('MZ'))).toBe(false);
    expect(contentMatchesType('text/plain', undefined, new Uint8Array([0x41, 0, 0x42]))).toBe(false);
  });

  it('refuses types outside the allowed list, including prototype names', () => {
    expect(contentMatchesType('text/html', undefined, bytes('<p>'))).toBe(false);
    expect(contentMatchesType('__proto__', undefined, bytes('x'))).toBe(false);
  });
});

describe('Content-Disposition (RFC 6266)', () => {
  it('gives an ASCII fallback and the exact UTF-8 name, with nothing that breaks the header', () => {
    expect(contentDisposition('inline', 'Résumé.pdf')).toBe(
      `inline; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
    expect(contentDisposition('attachment', 'a"\r\nSet-Cookie: x=1;.txt')).toBe(
      `attachment; filename="a_Set-Cookie_ x_1_.txt"; filename*=UTF-8''a%22Set-Cookie%3A%20x%3D1%3B.txt`,
    );
  });
});
