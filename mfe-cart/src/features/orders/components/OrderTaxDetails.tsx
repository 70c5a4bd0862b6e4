import type { ReactElement } from 'react';
import type { OrderDetailResponse } from 'shared-contracts';
import { GST_DOCUMENT_PATHS } from 'shared-contracts/gst';
import { GstBreakupTable, GstDocumentLinks } from 'shared-contracts/gst-ui';
import { useAuth, useConfig } from 'shared-contracts/react';

/** The order's GST as the server computed it, and its tax invoice and credit note once issued. */
export function OrderTaxDetails({ order }: { order: OrderDetailResponse }): ReactElement | null {
  const { apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  if (!order.tax) return null;
  return (
    <section className="order-section" aria-labelledby="order-tax-title">
      <h2 id="order-tax-title">Tax</h2>
      <GstBreakupTable tax={order.tax} caption="GST breakup" classPrefix="order-gst" couponCode={order.coupon?.code} />
      <GstDocumentLinks
        documents={order.documents}
        invoicePath={GST_DOCUMENT_PATHS.invoice(order.id)}
        creditNotePath={GST_DOCUMENT_PATHS.creditNote(order.id)}
        baseUrl={apiBaseUrl}
        getIdToken={getIdToken}
        classPrefix="order-gst-documents"
      />
    </section>
  );
}
