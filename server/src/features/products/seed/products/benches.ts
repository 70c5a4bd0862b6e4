import type { ProductSeed } from './define';

export const BENCHES: ProductSeed[] = [
  {
    id: '16',
    name: 'Saharanpur Dining Bench',
    category: 'Bench',
    price: 11999,
    art: { wood: 'sheesham', style: 'plain' },
    short: 'A long sheesham bench that seats three at the dining table.',
    details:
      'Slides under the table when not in use and seats three children or two adults comfortably. W 150 × D 36 × H 46 cm.',
    reviews: [{ name: 'Aditya Jain', rating: 5, text: 'Kids love it. Matches our sheesham dining table exactly.' }],
  },
  {
    id: '17',
    name: 'Haveli Garden Bench',
    category: 'Bench',
    price: 15499,
    art: { wood: 'teak', style: 'backrest' },
    short: 'A teak bench with a backrest, for the garden or verandah.',
    details:
      'Teak weathers to a silver grey outdoors or keeps its honey colour with yearly oiling. W 150 × D 56 × H 88 cm.',
    reviews: [
      { name: 'Savita Deshpande', rating: 5, text: 'Through two monsoons in our garden and still solid.' },
      { name: 'Karan Oberoi', rating: 4, text: 'Comfortable backrest. Oil it once a year as they say.' },
    ],
  },
  {
    id: '18',
    name: 'Shillong Oak Entryway Bench',
    category: 'Bench',
    price: 8499,
    art: { wood: 'oak', style: 'plain' },
    short: 'A slim oak bench for putting on shoes by the door.',
    details:
      'Narrow enough for a hallway, strong enough for two, with a shelf rail for shoes underneath. W 110 × D 32 × H 45 cm.',
  },
  {
    id: '19',
    name: 'Jaisalmer Storage Bench',
    category: 'Bench',
    price: 13999,
    art: { wood: 'mango', style: 'storage' },
    short: 'A mango-wood bench with two cupboards underneath.',
    details: 'Two hinged doors hide blankets, shoes or toys; the top is rated for 150 kg. W 120 × D 40 × H 48 cm.',
    reviews: [{ name: 'Ritu Saxena', rating: 4, text: 'Lots of storage for the size. The doors close softly.' }],
  },
  {
    id: '20',
    name: 'Munnar Walnut Backrest Bench',
    category: 'Bench',
    price: 17999,
    art: { wood: 'walnut', style: 'backrest' },
    short: 'A walnut-finish bench with a three-rail backrest.',
    details:
      'A dining bench you can lean back on, with rails shaped to the spine and a seat sanded glass-smooth. W 140 × D 50 × H 86 cm.',
    reviews: [
      { name: 'Joseph Fernandes', rating: 5, text: 'Solid and beautifully finished.' },
      { name: 'Priya Chandran', rating: 5, text: 'Much more comfortable than a plain bench.' },
    ],
  },
  {
    id: '21',
    name: 'Agra Rosewood Trunk Bench',
    category: 'Bench',
    price: 21499,
    art: { wood: 'rosewood', style: 'storage' },
    short: 'A rosewood bench that doubles as a blanket chest.',
    details:
      'Inspired by the trunks of old Agra households: generous storage, brass-look knobs and a polished top. W 120 × D 42 × H 50 cm.',
  },
];
