import type { ReactElement } from 'react';
import { useConfig } from 'shared-contracts/react';

/** "+91 80 4000 1234" → "+918040001234" for a tel: link. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The footer's contact block, from runtime config. */
export function FooterContact(): ReactElement {
  const { contact } = useConfig();
  return (
    <section className="site-footer__section" aria-labelledby="site-footer-contact">
      <h2 id="site-footer-contact" className="site-footer__heading">
        Contact
      </h2>
      <address className="site-footer__contact">
        <p>{contact.address}</p>
        <p>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </p>
        <p>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      </address>
    </section>
  );
}
