/** Three review-sized placeholders while the first page loads (the panel keeps its height). */
export function ReviewListSkeleton() {
  return (
    <div className="cat-reviews__loading" role="status">
      <span className="visually-hidden">Loading reviews…</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="cat-review cat-review--skeleton" aria-hidden="true">
          <span className="cat-skeleton cat-skeleton--short" />
          <span className="cat-skeleton cat-skeleton--line" />
          <span className="cat-skeleton cat-skeleton--line" />
        </div>
      ))}
    </div>
  );
}
