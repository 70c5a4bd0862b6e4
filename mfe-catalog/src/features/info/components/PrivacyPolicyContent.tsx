import { PRIVACY_POLICY_EFFECTIVE_DATE } from 'shared-contracts';
import { useConfig } from 'shared-contracts/react';
import { PrivacySections } from './PrivacySections';
import { InfoArticle } from './InfoArticle';

/** The privacy policy: what this site actually collects, where it goes, and the shopper's rights. */
export function PrivacyPolicyContent() {
  const { storeName, contact } = useConfig();
  return (
    <InfoArticle titleId="cat-privacy-title" title="Privacy Policy">
      <p className="cat-info__meta">Effective {PRIVACY_POLICY_EFFECTIVE_DATE}</p>
      <p className="cat-info__lead">
        This policy explains what {storeName} collects when you use this website, why, who else handles it, and what you
        can ask us to do with it. We collect as little as we need to sell and deliver furniture, and we never sell your
        data.
      </p>
      <PrivacySections storeName={storeName} />
      <section aria-labelledby="cat-privacy-contact">
        <h2 id="cat-privacy-contact">Contact us</h2>
        <p>
          For any question about your data, or to use any of the rights above, write to{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>, call {contact.phone}, or write to our grievance
          officer at {contact.address}. We answer within 7 working days.
        </p>
      </section>
    </InfoArticle>
  );
}
