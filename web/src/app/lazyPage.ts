import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

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

/**
 * A screen as its own lazy chunk: its code loads when its route is first rendered. `fluent` draws it
 * inside Fluent UI's theme (FluentShell), which then loads with it: the signed-in layout and the
 * public pages built with Fluent; the plain ones (the login page) leave it out.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { fluent = false }: { fluent?: boolean } = {},
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    changeLoadingPages(1);
    try {
      if (!fluent) return await load();
      const [{ default: Page }, { FluentShell }] = await Promise.all([load(), import('@/components/FluentShell')]);
      return { default: () => createElement(FluentShell, null, createElement(Page)) };
    } finally {
      changeLoadingPages(-1);
    }
  });
}
