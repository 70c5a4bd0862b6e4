import type { ProductSeed } from './define';

export const SINGLE_DOOR_CUPBOARDS: ProductSeed[] = [
  {
    id: '39',
    name: 'Jodhpur Sheesham Almirah',
    category: 'Single Door Cupboard',
    price: 21999,
    art: { wood: 'sheesham', style: 'panel' },
    short: 'A single-door sheesham almirah with four shelves.',
    details: 'Four adjustable shelves and a lockable door, slim enough for a bedroom corner. W 60 × D 45 × H 180 cm.',
    reviews: [{ name: 'Bhavna Rathore', rating: 5, text: 'Solid almirah, takes all my sarees.' }],
  },
  {
    id: '40',
    name: 'Nainital Mirror Cupboard',
    category: 'Single Door Cupboard',
    price: 18499,
    art: { wood: 'teak', style: 'mirror' },
    short: 'A teak cupboard with a full-length mirror door.',
    details:
      'A full-length mirror on the door saves wall space; inside are a hanging rail and two shelves. W 60 × D 50 × H 180 cm.',
    reviews: [
      { name: 'Radhika Pant', rating: 4, text: 'The mirror is clear and the cupboard is roomy.' },
      { name: 'Gaurav Bisht', rating: 4, text: 'Good quality. The door needed a small hinge adjustment.' },
    ],
  },
  {
    id: '41',
    name: 'Ranchi Mango Wood Cupboard',
    category: 'Single Door Cupboard',
    price: 14999,
    art: { wood: 'mango', style: 'drawer' },
    short: 'A single-door mango-wood cupboard with a drawer below.',
    details: 'Shelves behind the door, a deep drawer below for shoes or bedsheets. W 60 × D 45 × H 175 cm.',
  },
  {
    id: '42',
    name: 'Shimla Oak Linen Cupboard',
    category: 'Single Door Cupboard',
    price: 16499,
    art: { wood: 'oak', style: 'panel' },
    short: 'A light oak cupboard for towels and linen.',
    details:
      'Ventilated shelves keep linen fresh in damp weather; the door has a magnetic catch. W 60 × D 42 × H 175 cm.',
    reviews: [{ name: 'Kiran Thakur', rating: 5, text: 'Exactly what our small bathroom corridor needed.' }],
  },
  {
    id: '43',
    name: 'Kutch Walnut Almirah',
    category: 'Single Door Cupboard',
    price: 19999,
    art: { wood: 'walnut', style: 'mirror' },
    short: 'A walnut-finish almirah with a mirrored door.',
    details:
      'A hanging rail, a locker shelf and a mirror door, all in a dark, elegant walnut finish. W 62 × D 50 × H 182 cm.',
  },
];

export const DOUBLE_DOOR_CUPBOARDS: ProductSeed[] = [
  {
    id: '44',
    name: 'Rajwada Double Door Almirah',
    category: 'Double Door Cupboard',
    price: 44999,
    art: { wood: 'sheesham', style: 'panel' },
    short: 'A two-door sheesham almirah with a hanging side and shelves.',
    details: 'Hang on one side, fold on the other, with a locker inside for valuables. W 100 × D 55 × H 195 cm.',
    reviews: [
      { name: 'Mahendra Solanki', rating: 5, text: "Very strong. Holds the whole family's clothes." },
      { name: 'Kusum Sharma', rating: 4, text: 'Good finish and smooth doors.' },
    ],
  },
  {
    id: '45',
    name: 'Kolkata Teak Wardrobe with Mirror',
    category: 'Double Door Cupboard',
    price: 52999,
    art: { wood: 'teak', style: 'mirror' },
    short: 'A teak wardrobe with one mirrored door.',
    details:
      'A mirror on the left door, a long hanging rail behind it and five shelves on the right. W 105 × D 58 × H 198 cm.',
    reviews: [
      {
        name: 'Sourav Banerjee',
        rating: 5,
        text: "Old-fashioned quality. Reminds me of my parents' Burma teak almirah.",
      },
    ],
  },
  {
    id: '46',
    name: 'Bhopal Two-Door Cupboard with Drawer',
    category: 'Double Door Cupboard',
    price: 38499,
    art: { wood: 'mango', style: 'drawer' },
    short: 'A two-door mango-wood cupboard with a full-width drawer.',
    details:
      'A full-width drawer at the bottom takes shoes or bedding; shelves and a rail sit above. W 100 × D 52 × H 190 cm.',
  },
  {
    id: '47',
    name: 'Aravali Walnut Wardrobe',
    category: 'Double Door Cupboard',
    price: 61999,
    art: { wood: 'walnut', style: 'panel' },
    short: 'A tall walnut-finish wardrobe with raised-panel doors.',
    details:
      'A tall, quiet wardrobe with raised panels, soft-close hinges and a cedar-lined drawer inside. W 110 × D 60 × H 200 cm.',
    reviews: [{ name: 'Vandana Chauhan', rating: 4, text: 'Looks very premium in the bedroom.' }],
  },
  {
    id: '48',
    name: 'Maharaja Rosewood Wardrobe',
    category: 'Double Door Cupboard',
    price: 115000,
    art: { wood: 'rosewood', style: 'drawer' },
    short: 'A grand rosewood wardrobe with a drawer and hand polish.',
    details:
      'A wardrobe made to be handed down, with a carved cornice, dovetailed drawer and a french-polished finish. W 120 × D 62 × H 205 cm.',
    reviews: [
      { name: 'Yashwant Singh', rating: 5, text: 'Magnificent piece. The polish is flawless.' },
      { name: 'Rekha Rawat', rating: 5, text: 'Worth the wait and the price.' },
    ],
  },
];
