import type { ProductSeed } from './define';

export const CABINETS: ProductSeed[] = [
  {
    id: '22',
    name: 'Saharanpur Carved Sideboard',
    category: 'Cabinet',
    price: 48999,
    art: { wood: 'sheesham', style: 'carved' },
    short: 'A three-door sideboard with hand-carved diamond inlays.',
    details:
      'Each door carries a diamond motif carved by Saharanpur craftsmen; adjustable shelves inside take dinner sets and glassware. W 150 × D 45 × H 80 cm.',
    reviews: [
      {
        name: 'Harish Chandra',
        rating: 5,
        text: 'The carving is exquisite. It is the centrepiece of our dining room.',
      },
      { name: 'Nandini Rao', rating: 5, text: 'Heavy, solid and the shelves hold all my crockery.' },
    ],
  },
  {
    id: '23',
    name: 'Madurai Three-Door Cabinet',
    category: 'Cabinet',
    price: 32499,
    art: { wood: 'teak', style: 'doors' },
    short: 'A plain, useful teak cabinet with three raised-panel doors.',
    details:
      'Raised-panel doors on brass hinges, two shelves behind each and a top wide enough for a television. W 150 × D 42 × H 78 cm.',
    reviews: [{ name: 'Senthil Kumar', rating: 4, text: 'Simple and strong. The teak smell is lovely.' }],
  },
  {
    id: '24',
    name: 'Bastar Drawer Cabinet',
    category: 'Cabinet',
    price: 27999,
    art: { wood: 'mango', style: 'drawers' },
    short: 'Three drawers over two cupboards, in mango wood.',
    details:
      'Drawers on wooden runners for cutlery and papers, cupboards below for everything else. W 150 × D 42 × H 80 cm.',
    reviews: [
      { name: 'Alok Mishra', rating: 4, text: 'Drawers run smoothly. Good value.' },
      { name: 'Shalini Dubey', rating: 3, text: 'Nice cabinet, but one knob was loose on arrival. Fixed it myself.' },
    ],
  },
  {
    id: '25',
    name: 'Hampi Glass Display Cabinet',
    category: 'Cabinet',
    price: 39999,
    art: { wood: 'walnut', style: 'glass' },
    short: 'A tall display cabinet with glass doors and two shelves.',
    details:
      'Toughened glass doors show off brass, silver or books; closed cupboards below hide the rest. W 90 × D 40 × H 180 cm.',
  },
  {
    id: '26',
    name: 'Ooty Oak Buffet Cabinet',
    category: 'Cabinet',
    price: 22999,
    art: { wood: 'oak', style: 'drawers' },
    short: 'A light oak buffet with drawers and cupboards.',
    details:
      'A bright piece for a kitchen-diner: drawers for linen and cutlery, cupboards for serving dishes. W 140 × D 40 × H 78 cm.',
    reviews: [{ name: "Rachel D'Souza", rating: 5, text: 'Brightens the room. Very well made.' }],
  },
  {
    id: '27',
    name: 'Mughal Rosewood Cabinet',
    category: 'Cabinet',
    price: 108000,
    art: { wood: 'rosewood', style: 'carved' },
    short: 'A heirloom rosewood cabinet with Mughal-inspired carving.',
    details:
      'Six weeks of hand carving go into every piece; each one is signed by its karigar inside the left door. W 160 × D 48 × H 82 cm.',
    reviews: [{ name: 'Imran Qureshi', rating: 5, text: 'A true heirloom. The craftsmanship is outstanding.' }],
  },
];
