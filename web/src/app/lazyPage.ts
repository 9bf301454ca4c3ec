import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { fluentStylesheetLoaded } from '@/lib/fluentStylesheet';

/**
 * Screens whose code is being fetched. The layout shows a progress bar meanwhile while the previous
 * screen stays (navigations run in a transition), as the data router's "loading" state did.
 */
let loadingPages = 0;
const listeners = new Set<() => void>();

function changeLoadingPages(delta: number) {
  loadingPages += delta;
  // React starts a lazy component's load while rendering: tell subscribers afterwards.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

export function subscribeToPageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isPageLoading = (): boolean => loadingPages > 0;

/** A lazy screen that can also be fetched ahead (a pointer over or focus on a link to it). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): void };

/**
 * A screen as its own lazy chunk: its code loads when its route is first rendered, or earlier on
 * `preload()`. `fluent` draws it inside Fluent UI's theme (FluentShell), which then loads with it
 * (and Fluent's stylesheet):
 * the signed-in layout and the public pages built with Fluent; the plain ones (the login page)
 * leave it out.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { fluent = false }: { fluent?: boolean } = {},
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= (async () => {
      if (!fluent) return load();
      const [{ default: Page }, { FluentShell }] = await Promise.all([
        load(),
        import('@/components/FluentShell'),
        fluentStylesheetLoaded(),
      ]);
      return { default: () => createElement(FluentShell, null, createElement(Page)) };
    })().catch((error: unknown) => {
      // A failed fetch (a network blip, a new release) is tried again on the next render.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const page = lazy(async () => {
    changeLoadingPages(1);
    try {
      return await loadOnce();
    } finally {
      changeLoadingPages(-1);
    }
  });
  return Object.assign(page, { preload: () => void loadOnce().catch(() => undefined) });
}
