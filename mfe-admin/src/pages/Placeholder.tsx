/** Stands in for a page whose feature issue has not landed yet, so the composition is testable. */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className="page-placeholder" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p>This page is being built. Everything around it already works.</p>
    </section>
  );
}
