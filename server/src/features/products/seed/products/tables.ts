import type { ProductSeed } from './define';

export const STUDY_TABLES: ProductSeed[] = [
  {
    id: '28',
    name: 'Pune Sheesham Study Table',
    category: 'Study Table',
    price: 13499,
    art: { wood: 'sheesham', style: 'drawer' },
    short: 'A sheesham study table with a wide drawer.',
    details:
      'A generous top for books and a laptop, a drawer for stationery and cable cut-outs at the back. W 120 × D 60 × H 76 cm.',
    reviews: [
      { name: 'Aarav Patil', rating: 5, text: 'My daughter studies much better at a proper table.' },
      { name: 'Sunita Kale', rating: 4, text: 'Good size. Drawer could be deeper.' },
    ],
  },
  {
    id: '29',
    name: 'Bengaluru Compact Study Table',
    category: 'Study Table',
    price: 8999,
    art: { wood: 'oak', style: 'drawer' },
    short: 'A small oak desk for work-from-home corners.',
    details:
      'Just a metre wide, with a drawer and a cable grommet: a real desk for a small flat. W 100 × D 55 × H 75 cm.',
    reviews: [{ name: 'Karthik Subramanian', rating: 4, text: 'Fits my home office nook perfectly.' }],
  },
  {
    id: '30',
    name: 'Varanasi Study Table with Shelf',
    category: 'Study Table',
    price: 15999,
    art: { wood: 'teak', style: 'shelf' },
    short: 'A teak desk with a built-in side bookshelf.',
    details:
      'A two-tier shelf on the left keeps textbooks within reach while the rest of the top stays clear. W 120 × D 60 × H 76 cm.',
  },
  {
    id: '31',
    name: 'Lucknow Study Table with Hutch',
    category: 'Study Table',
    price: 24999,
    art: { wood: 'walnut', style: 'hutch' },
    short: 'A walnut-finish desk with a bookshelf hutch above.',
    details:
      'The hutch holds two rows of books above the desk, leaving the whole top free for work. W 120 × D 60 × H 150 cm.',
    reviews: [
      { name: 'Mohit Srivastava', rating: 5, text: 'Everything in one place. Looks great too.' },
      { name: 'Ayesha Siddiqui', rating: 5, text: 'Sturdy hutch, no wobble at all.' },
      { name: 'Rahul Dixit', rating: 4, text: 'Assembly needed two people but instructions were clear.' },
    ],
  },
  {
    id: '32',
    name: 'Dehradun Mango Wood Study Table',
    category: 'Study Table',
    price: 11499,
    art: { wood: 'mango', style: 'shelf' },
    short: 'A honey-toned mango-wood desk with side shelves.',
    details:
      "Warm, light and practical, with open shelves that make it a favourite for children's rooms. W 110 × D 55 × H 75 cm.",
    reviews: [{ name: 'Tanvi Negi', rating: 4, text: 'Lovely colour, good shelves.' }],
  },
  {
    id: '33',
    name: 'Shantiniketan Teak Study Table',
    category: 'Study Table',
    price: 19999,
    art: { wood: 'teak', style: 'hutch' },
    short: 'A teak writing desk with a hutch, for readers and writers.',
    details:
      'Made for people who still write by hand: a wide top, a lamp shelf and space for a hundred books. W 125 × D 60 × H 150 cm.',
  },
];

export const LAPTOP_TABLES: ProductSeed[] = [
  {
    id: '34',
    name: 'Indore Bed Laptop Table',
    category: 'Laptop Table',
    price: 2199,
    art: { wood: 'mango', style: 'bed-tray' },
    short: 'A low tray table with folding legs for working in bed.',
    details:
      'Folds flat to slide under the bed; the raised lip stops a phone or pen rolling off. W 60 × D 36 × H 26 cm.',
    reviews: [
      { name: 'Sakshi Arora', rating: 5, text: 'Use it every day for breakfast and emails.' },
      { name: 'Nikhil Bansal', rating: 4, text: 'Light and steady. Great price.' },
    ],
  },
  {
    id: '35',
    name: 'Surat Adjustable Laptop Stand Table',
    category: 'Laptop Table',
    price: 4999,
    art: { wood: 'walnut', style: 'stand' },
    short: 'A height-adjustable laptop table on castors.',
    details:
      'Rolls over the sofa or the bed; the top tilts and rises from 70 to 105 cm so you can work sitting or standing. W 60 × D 40 cm.',
    reviews: [{ name: 'Hetal Shah', rating: 4, text: 'Very handy next to the sofa. The castors lock well.' }],
  },
  {
    id: '36',
    name: 'Mumbai Folding Laptop Table',
    category: 'Laptop Table',
    price: 2899,
    art: { wood: 'teak', style: 'folding' },
    short: 'A folding side table sized for a laptop.',
    details:
      'Opens in a second and folds to five centimetres: perfect for one-room homes and guest rooms. W 55 × D 40 × H 62 cm.',
  },
  {
    id: '37',
    name: 'Chandigarh Oak Laptop Table',
    category: 'Laptop Table',
    price: 3499,
    art: { wood: 'oak', style: 'bed-tray' },
    short: 'An oak bed tray with a wider top for two screens.',
    details:
      'A little wider than our Indore tray, with room for a laptop and a notebook side by side. W 70 × D 40 × H 28 cm.',
    reviews: [{ name: 'Jasleen Kaur', rating: 5, text: 'Beautifully finished. Folds easily.' }],
  },
  {
    id: '38',
    name: 'Hyderabad Sheesham Laptop Table',
    category: 'Laptop Table',
    price: 6499,
    art: { wood: 'sheesham', style: 'folding' },
    short: 'A solid sheesham folding table that feels like furniture.',
    details:
      'Heavier and steadier than the usual folding tables, with a top that doubles as a tea table. W 60 × D 45 × H 64 cm.',
  },
];
