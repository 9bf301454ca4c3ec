/** Shown while the first screen's code loads (plain: Fluent may not have loaded yet). */
export function PageLoading() {
  return (
    <div className="hd-page-loading">
      <span className="hd-spinner" role="progressbar" aria-label="Loading…">
        Loading…
      </span>
    </div>
  );
}
