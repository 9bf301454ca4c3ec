/**
 * Fluent UI's styles: the built web has them in one stylesheet (web/build/fluentStylesheet.ts), which
 * index.html only names, so the login page does not download CSS it does not use. The first screen
 * drawn with Fluent links it (while its own code loads) and waits until it has loaded, so nothing is
 * drawn unstyled. The dev server has no such stylesheet: Griffel inserts the styles as screens render.
 */
const NAMED = 'meta[name="fluent-stylesheet"]';

let loaded: Promise<void> | undefined;

export function fluentStylesheetLoaded(): Promise<void> {
  loaded ??= new Promise<void>((resolve, reject) => {
    const href = document.querySelector<HTMLMetaElement>(NAMED)?.content;
    if (!href) {
      resolve();
      return;
    }
    // A new element every time: one whose load failed would not report again on a retry.
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        reject(new Error(`Could not load ${href}`));
      },
      { once: true },
    );
    // Before Griffel's own style elements, as its run-time styles would be.
    document.head.append(link);
  }).catch((error: unknown) => {
    // A failed fetch (a network blip, a new release) is tried again by the next screen that asks.
    loaded = undefined;
    throw error;
  });
  return loaded;
}
