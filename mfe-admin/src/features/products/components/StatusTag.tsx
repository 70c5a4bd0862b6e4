import type { ProductStatus } from 'shared-contracts';

export const STATUS_LABEL: Record<ProductStatus, string> = { active: 'Active', archived: 'Archived' };

/** Active (in the shop) or Archived (hidden from shoppers, kept for past orders). */
export function StatusTag({ status }: { status: ProductStatus }) {
  return <span className={`adm-tag adm-tag--${status}`}>{STATUS_LABEL[status]}</span>;
}
