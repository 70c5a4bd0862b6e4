import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { FOOTER_CATEGORIES, ROUTES, categoryPath, categorySlug } from 'shared-contracts';
import { useConfig } from 'shared-contracts/react';
import '../../../../styles/footer.css';
import { FooterContact } from './FooterContact';

const QUICK_LINKS = [
  { to: ROUTES.shop, label: 'Shop' },
  { to: ROUTES.cart, label: 'Cart' },
  { to: ROUTES.login, label: 'Login' },
  { to: ROUTES.privacyPolicy, label: 'Privacy Policy' },
] as const;

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
        <nav className="site-footer__section" aria-labelledby="site-footer-categories">
          <h2 id="site-footer-categories" className="site-footer__heading">
            Categories
          </h2>
          <ul className="site-footer__list">
            {FOOTER_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={categoryPath(categorySlug(category))}>{category}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__section" aria-labelledby="site-footer-links">
          <h2 id="site-footer-links" className="site-footer__heading">
            Links
          </h2>
          <ul className="site-footer__list">
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterContact />
      </div>
      <p className="site-footer__copyright">
        © {year} <span className="site-footer__store-name">{storeName}</span>. All rights reserved.
      </p>
    </footer>
  );
}
