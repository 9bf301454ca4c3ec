/**
 * Last-resort screen for a failure while rendering or loading a route. The usual cause is a page
 * chunk that no longer exists after a new release: reloading fetches the current build. Plain
 * (base.css): Fluent's own chunk may be what failed to load.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  console.error('Route failed', error);
  return (
    <div className="hd-route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>This screen could not be shown. Reloading the page usually helps.</p>
      <button type="button" className="hd-button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
