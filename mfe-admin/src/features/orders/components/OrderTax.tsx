import type { ReactElement } from 'react';
import type { AdminOrderDetail } from 'shared-contracts';
import { GST_DOCUMENT_PATHS } from 'shared-contracts/gst';
import { GstBreakupTable, GstDocumentLinks } from 'shared-contracts/gst-ui';
import { useAuth, useConfig } from 'shared-contracts/react';

/** The order's GST as computed at create-order, and its tax invoice and credit note once issued. */
export function OrderTax({ order }: { order: AdminOrderDetail }): ReactElement {
  const { apiBaseUrl } = useConfig();
  const { getIdToken } = useAuth();
  return (
    <section aria-labelledby="adm-order-tax-title">
      <h2 id="adm-order-tax-title" className="adm-heading">
        Tax
      </h2>
      {order.tax ? (
        <GstBreakupTable tax={order.tax} caption="GST breakup" classPrefix="adm-gst" couponCode={order.coupon?.code} />
      ) : (
        <p className="adm-muted">No GST breakup: the order was taken before the GST settings were saved.</p>
      )}
      <GstDocumentLinks
        documents={order.documents}
        invoicePath={GST_DOCUMENT_PATHS.adminInvoice(order.id)}
        creditNotePath={GST_DOCUMENT_PATHS.adminCreditNote(order.id)}
        baseUrl={apiBaseUrl}
        getIdToken={getIdToken}
        classPrefix="adm-gst-documents"
      />
    </section>
  );
}
