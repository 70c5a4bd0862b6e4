const SERVICES = [
  {
    title: 'Free Shipping',
    text: 'On every order, anywhere in India',
    icon: 'M3 7h11v8H3zM14 10h4l3 3v2h-7zM7 18a2 2 0 1 0 0-.1M17 18a2 2 0 1 0 0-.1',
  },
  { title: 'Easy Returns', text: '10 days to change your mind', icon: 'M4 10a8 8 0 1 1 2 6M4 4v6h6' },
  {
    title: 'Secure Payment',
    text: 'Cards, UPI and netbanking via Razorpay',
    icon: 'M5 11h14v9H5zM8 11V8a4 4 0 0 1 8 0v3',
  },
  {
    title: 'Money-back Guarantee',
    text: 'A full refund if it is not as promised',
    icon: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4',
  },
];

/** The four promises under the hero (spec §1). */
export function ServiceStrip() {
  return (
    <section className="cat-services" aria-labelledby="cat-services-title">
      <h2 id="cat-services-title" className="visually-hidden">
        Why shop with us
      </h2>
      <ul>
        {SERVICES.map((service) => (
          <li key={service.title} className="cat-service">
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path
                d={service.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div>
              <h3 className="cat-service__title">{service.title}</h3>
              <p className="cat-service__text">{service.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
