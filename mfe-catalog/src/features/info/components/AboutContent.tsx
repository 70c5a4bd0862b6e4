import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { useConfig } from 'shared-contracts/react';
import { InfoArticle } from './InfoArticle';

/** About us: the workshop, how it works, the woods, where to find it. */
export function AboutContent() {
  const { storeName, contact } = useConfig();
  return (
    <InfoArticle titleId="cat-about-title" title="About us">
      <p className="cat-info__lead">
        {storeName} works only in solid wood. We are a family workshop in Saharanpur, the town in western Uttar Pradesh
        that has carved sheesham for more than four hundred years.
      </p>

      <section aria-labelledby="cat-about-story">
        <h2 id="cat-about-story">Our story</h2>
        <p>
          The workshop began in 1986 as a single carving bench in the Purani Mandi lanes, making boxes and screens for
          traders in Delhi. Today twenty-two karigars, most of them trained by their fathers, make chairs, sofas, beds,
          almirahs and cabinets for homes across India. We sell directly, so the money you pay goes to the people who
          make the furniture, not to a chain of middlemen.
        </p>
      </section>

      <section aria-labelledby="cat-about-making">
        <h2 id="cat-about-making">How we make it</h2>
        <ul>
          <li>
            Every board is kiln-dried to 10–12% moisture, so it does not crack or warp in a Chennai monsoon or a Delhi
            winter.
          </li>
          <li>Joints are mortise-and-tenon or dovetailed; screws are only for hinges and hardware.</li>
          <li>
            Carving and polishing are done by hand. No two pieces are exactly alike, and each is signed by its maker.
          </li>
          <li>Finishes are water-based or low-VOC PU, safe for homes with children and pets.</li>
        </ul>
      </section>

      <section aria-labelledby="cat-about-wood">
        <h2 id="cat-about-wood">Where our wood comes from</h2>
        <p>
          Sheesham and mango come from farm and plantation timber in Uttar Pradesh and Punjab, bought through licensed
          depots; teak comes from government-auctioned plantation stock. We do not buy wood from natural forests, and we
          plant a sapling with the farmers we buy from for every bed and wardrobe we sell.
        </p>
      </section>

      <section aria-labelledby="cat-about-visit">
        <h2 id="cat-about-visit">Visit the workshop</h2>
        <p>
          You are welcome to see the work in progress, Monday to Saturday, 10 am to 6 pm: {contact.address}. Call us on{' '}
          <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a> or write to{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </p>
        <p>
          <Link className="cat-button cat-info__cta" to={ROUTES.shop}>
            Browse the shop
          </Link>
        </p>
      </section>
    </InfoArticle>
  );
}
