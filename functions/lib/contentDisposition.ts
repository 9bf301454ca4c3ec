/**
 * An RFC 6266 Content-Disposition: an ASCII `filename` for old clients and the exact name as
 * `filename*=UTF-8''…` (RFC 8187), so no name can break out of the header or change its meaning.
 */

const asciiFallback = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.\- ()]/g, '_')
    .slice(-150) || 'file';

const encodeRfc8187 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  // Control characters never belong in a header, whatever the encoding.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
  const name = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}
