import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { FOOTER_CATEGORIES, ROUTES, categoryPath, categorySlug } from 'shared-contracts';
import { useConfig } from 'shared-contracts/react';
import '../../../../styles/footer.css';
import { FooterContact } from './FooterContact';

interface FooterLink {
  to: string;
  label: string;
}

const CATEGORY_LINKS: readonly FooterLink[] = FOOTER_CATEGORIES.map((category) => ({
  to: categoryPath(categorySlug(category)),
  label: category,
}));

const QUICK_LINKS: readonly FooterLink[] = [
  { to: ROUTES.shop, label: 'Shop' },
  { to: ROUTES.cart, label: 'Cart' },
  { to: ROUTES.login, label: 'Login' },
  { to: ROUTES.privacyPolicy, label: 'Privacy Policy' },
];

/** One of the footer's headed lists of links. */
function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly FooterLink[];
}): ReactElement {
  return (
    <nav className="site-footer__section" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__list">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shop footer (spec §2): blurb, categories, links, contact and copyright. */
export function Footer(): ReactElement {
  const { storeName } = useConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__section site-footer__about" aria-labelledby="site-footer-brand">
          <h2 id="site-footer-brand" className="site-footer__brand">
            {storeName}
          </h2>
          <p>
            Solid-wood furniture made by hand in India: sofas, beds, tables, benches and cabinets built to last for
            generations.
          </p>
        </section>
        <FooterLinks id="site-footer-categories" heading="Categories" links={CATEGORY_LINKS} />
        <FooterLinks id="site-footer-links" heading="Links" links={QUICK_LINKS} />
        <FooterContact />
      </div>
      <p className="site-footer__copyright">
        © {year} <span className="site-footer__store-name">{storeName}</span>. All rights reserved.
      </p>
    </footer>
  );
}
