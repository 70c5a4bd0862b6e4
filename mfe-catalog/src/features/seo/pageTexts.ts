/** The page part of each catalogue page's title and its description. */
import { ROUTES } from 'shared-contracts';

export const PAGE_TEXTS = {
  home: { title: 'Home' },
  shop: {
    title: 'Shop',
    description: (store: string) =>
      `Browse all of ${store}'s solid-wood furniture: search, filter by category and sort sofas, beds, tables, chairs and cabinets.`,
  },
  [ROUTES.about]: {
    title: 'About us',
    description: (store: string) =>
      `About ${store}: solid-wood furniture handcrafted in India by carpenters we know, delivered free to your door.`,
  },
  [ROUTES.privacyPolicy]: {
    title: 'Privacy Policy',
    description: (store: string) =>
      `How ${store} collects, uses and protects your personal information when you shop with us.`,
  },
} as const;

export const categoryDescription = (store: string, category: string, total: number): string =>
  `${category} in solid wood at ${store}: ${total} ${total === 1 ? 'design' : 'designs'} handcrafted in India, with free shipping and easy returns.`;
