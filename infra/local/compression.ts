import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * CloudFront's automatic compression, reproduced: a response is compressed when the viewer
 * accepts it (Brotli preferred over gzip), its type is one CloudFront compresses, it is between
 * 1,000 and 10,000,000 bytes, and it is not already encoded. So page weight measured locally is
 * what a browser downloads from CloudFront.
 */

export type Encoding = 'br' | 'gzip';

export const MIN_COMPRESS_BYTES = 1_000;
export const MAX_COMPRESS_BYTES = 10_000_000;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|x-javascript|ecmascript|xml|xhtml\+xml|rss\+xml|atom\+xml|ld\+json|manifest\+json|vnd\.api\+json|x-font-ttf|x-font-opentype|x-font-truetype|vnd\.ms-fontobject)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(otf|ttf|eot))/i;

export const isCompressibleType = (contentType: string | undefined): boolean => COMPRESSIBLE.test(contentType ?? '');

/** The encoding to use for this Accept-Encoding, or undefined. `q=0` refuses an encoding. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

export function shouldCompress(headers: Record<string, string>, size: number): boolean {
  return (
    !headers['content-encoding'] &&
    isCompressibleType(headers['content-type']) &&
    size >= MIN_COMPRESS_BYTES &&
    size <= MAX_COMPRESS_BYTES
  );
}

export function compress(body: Buffer, encoding: Encoding, quality: 'static' | 'dynamic'): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality === 'static' ? 9 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
