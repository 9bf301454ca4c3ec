/**
 * Stands in for the `cssfilter` package in function bundles (esbuild alias in build-functions.ts).
 * js-xss requires it at load time, but our one sanitiser (shared/domain/messageSanitizer.ts) sets
 * `css: false` and allows no `style` attribute, so no CSS is ever filtered; the real package
 * (a CSS property table) costs 9 KB of every bundle that sanitises a message. Should a sanitiser
 * ever ask for CSS filtering, it fails loudly instead of passing CSS through.
 */
const notBundled = (): never => {
  throw new Error('cssfilter is not bundled in functions: sanitise with { css: false } (infra/shims/cssfilter.ts)');
};

export class FilterCSS {
  process(_css: string): string {
    return notBundled();
  }
}

export const getDefaultWhiteList = (): Record<string, boolean> => notBundled();
