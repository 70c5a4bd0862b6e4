/** What a route shows while its remote page loads: same footprint as a page, so nothing jumps. */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" role="status" aria-live="polite" aria-label="Loading page">
      <div className="page-skeleton__block page-skeleton__block--title" />
      <div className="page-skeleton__block" />
      <div className="page-skeleton__block" />
      <div className="page-skeleton__block page-skeleton__block--hero" />
    </div>
  );
}
