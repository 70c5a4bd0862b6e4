import type { ProductSeed } from './define';

export const MATTRESSES: ProductSeed[] = [
  {
    id: '58',
    name: 'Sukhnidra Coir Mattress',
    category: 'Mattress',
    price: 7999,
    art: { style: 'thin', fabric: 'beige' },
    short: 'A firm rubberised-coir single mattress, 4 inches thick.',
    details: 'Natural coir from Kerala for a firm, cool sleep that is kind to the back. 36 × 75 × 4 inches.',
    reviews: [{ name: 'Ramesh Nair', rating: 4, text: 'Firm as I like it. Back pain is better.' }],
  },
  {
    id: '59',
    name: 'Aaram Memory Foam Mattress',
    category: 'Mattress',
    price: 24999,
    art: { style: 'thick', fabric: 'grey' },
    short: 'An 8-inch memory foam queen mattress.',
    details:
      'Layers of memory foam and support foam that follow the body and keep partners from disturbing each other. 60 × 78 × 8 inches.',
    reviews: [
      { name: 'Sonal Jain', rating: 5, text: 'Best sleep in years.' },
      { name: 'Abhishek Roy', rating: 4, text: 'Comfortable, slightly warm in summer.' },
    ],
  },
  {
    id: '60',
    name: 'Kapok Cotton Mattress',
    category: 'Mattress',
    price: 12499,
    art: { style: 'medium', fabric: 'ivory' },
    short: 'A traditional hand-filled kapok cotton double mattress.',
    details:
      'Filled by hand with silk-cotton (kapok) fibre and tufted the old way; sun it once a month to keep it fluffy. 60 × 75 × 6 inches.',
  },
  {
    id: '61',
    name: 'Natural Latex Mattress',
    category: 'Mattress',
    price: 34999,
    art: { style: 'thick', fabric: 'teal' },
    short: 'A bouncy, breathable natural latex king mattress.',
    details:
      'Natural latex from Kerala rubber estates, pin-cored for airflow, with a medium-firm feel. 72 × 78 × 8 inches.',
    reviews: [{ name: 'Vidya Krishnan', rating: 5, text: 'Springy and cool. Worth the investment.' }],
  },
  {
    id: '62',
    name: 'Orthopaedic Bonded Foam Mattress',
    category: 'Mattress',
    price: 18999,
    art: { style: 'medium', fabric: 'indigo' },
    short: 'A 6-inch orthopaedic mattress with a bonded-foam core.',
    details:
      'A dense bonded-foam core with a soft quilted top, for those who need firm support without sleeping on a board. 60 × 78 × 6 inches.',
    reviews: [
      { name: 'Prakash Rao', rating: 4, text: 'Recommended by my physiotherapist. Good support.' },
      { name: 'Lata Desai', rating: 4, text: 'Firm but comfortable.' },
    ],
  },
];
