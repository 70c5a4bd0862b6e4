import type { ProductSeed } from './define';

export const CHAIRS: ProductSeed[] = [
  {
    id: '01',
    name: 'Jodhpur Sheesham Dining Chair',
    category: 'Chair',
    price: 6499,
    art: { wood: 'sheesham', style: 'slat' },
    short: 'A sturdy slat-back dining chair in solid sheesham.',
    details:
      'Four tapered back slats and a contoured seat make long family dinners comfortable. Joined with mortise and tenon, not just screws. W 45 × D 50 × H 92 cm.',
    reviews: [
      {
        name: 'Ananya Rao',
        rating: 5,
        text: 'Bought six for our dining table. Solid, heavy and the finish is even on all of them.',
      },
      { name: 'Rohit Mehta', rating: 4, text: 'Very sturdy. A seat cushion would make it perfect.' },
    ],
  },
  {
    id: '02',
    name: 'Shekhawati Ladder-Back Chair',
    category: 'Chair',
    price: 5299,
    art: { wood: 'teak', style: 'ladder' },
    short: 'A classic ladder-back chair with four curved rails.',
    details:
      'The curved rails follow the line of your back, and the stretcher keeps the legs square for years. W 44 × D 48 × H 90 cm.',
    reviews: [{ name: 'Kavita Joshi', rating: 4, text: 'Looks lovely in our verandah. Assembly took ten minutes.' }],
  },
  {
    id: '03',
    name: 'Chettinad Cane Chair',
    category: 'Chair',
    price: 8999,
    art: { wood: 'teak', style: 'cane', fabric: 'beige' },
    short: 'Hand-woven cane back and a cushioned teak seat.',
    details:
      'The cane is woven by hand in a tight grid that breathes in the heat, with a removable cotton seat cushion. W 48 × D 52 × H 94 cm.',
    reviews: [
      { name: 'Meenakshi S.', rating: 5, text: "Reminds me of my grandmother's house in Karaikudi. Beautiful weave." },
      { name: 'Arjun Pillai', rating: 5, text: 'Cool to sit on even in May. Worth the price.' },
      { name: 'Deepa Nair', rating: 4, text: 'Great chair; the cushion colour is a little lighter than in the photo.' },
    ],
  },
  {
    id: '04',
    name: 'Mysore Rosewood Armchair',
    category: 'Chair',
    price: 24999,
    art: { wood: 'rosewood', style: 'arm', fabric: 'maroon' },
    short: 'An upholstered rosewood armchair for the reading corner.',
    details:
      'Deep foam back, broad wooden arms and a seat that is just the right height for a cup of filter coffee. W 68 × D 70 × H 96 cm.',
    reviews: [
      {
        name: 'Suresh Gowda',
        rating: 5,
        text: 'The carving and polish are excellent. My favourite chair in the house.',
      },
    ],
  },
  {
    id: '05',
    name: 'Kochi Mango Wood Cafe Chair',
    category: 'Chair',
    price: 3499,
    art: { wood: 'mango', style: 'slat' },
    short: 'A light, stackable-feel cafe chair in mango wood.',
    details:
      'Light enough to carry with one hand, made for small dining corners, balconies and cafes. W 42 × D 46 × H 86 cm.',
  },
  {
    id: '06',
    name: 'Nilgiri Oak Study Chair',
    category: 'Chair',
    price: 4799,
    art: { wood: 'oak', style: 'ladder' },
    short: 'An upright oak chair that keeps you straight at the desk.',
    details:
      'The seat height suits our study tables, and the rails support the lower back during long exam seasons. W 44 × D 48 × H 90 cm.',
    reviews: [
      { name: 'Ishaan Verma', rating: 4, text: 'Good posture chair for my son. Light colour matches his table.' },
      { name: 'Pooja Kulkarni', rating: 3, text: 'Solid, but I would have liked a slightly wider seat.' },
    ],
  },
  {
    id: '07',
    name: 'Jaipur Upholstered Armchair',
    category: 'Chair',
    price: 18499,
    art: { wood: 'walnut', style: 'arm', fabric: 'mustard' },
    short: 'A mustard-upholstered armchair with walnut-finish arms.',
    details:
      'High-resilience foam, a pocketed back cushion and a cheerful mustard weave that brightens any room. W 66 × D 68 × H 94 cm.',
    reviews: [{ name: 'Neha Agarwal', rating: 5, text: 'The colour is gorgeous and it is really comfortable.' }],
  },
  {
    id: '08',
    name: 'Pondicherry Cane Lounge Chair',
    category: 'Chair',
    price: 12999,
    art: { wood: 'walnut', style: 'cane', fabric: 'ivory' },
    short: 'A relaxed cane lounge chair with an ivory seat pad.',
    details:
      'A slightly reclined cane back and a deep seat for slow afternoons. The pad has a washable cover. W 56 × D 62 × H 92 cm.',
  },
];
