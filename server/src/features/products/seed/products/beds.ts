import type { ProductSeed } from './define';

export const SINGLE_BEDS: ProductSeed[] = [
  {
    id: '49',
    name: 'Kanpur Oak Single Bed',
    category: 'Single Sized Bed',
    price: 17999,
    art: { wood: 'oak', style: 'slat', fabric: 'grey' },
    short: 'A light oak single bed with a slatted headboard.',
    details:
      'Takes a standard 36 × 75 inch mattress on a ventilated slat base that keeps it dry. W 98 × L 200 × H 95 cm.',
    reviews: [{ name: 'Ankit Gupta', rating: 4, text: 'Sturdy and does not creak.' }],
  },
  {
    id: '50',
    name: 'Ahmedabad Sheesham Single Bed',
    category: 'Single Sized Bed',
    price: 22499,
    art: { wood: 'sheesham', style: 'panel', fabric: 'indigo' },
    short: 'A sheesham single bed with a panelled headboard.',
    details:
      "Two raised panels on the headboard and a solid plank base, for a child's room or a guest room. W 100 × L 200 × H 100 cm.",
    reviews: [
      { name: 'Dhruv Patel', rating: 5, text: "Bought two for the kids' room. Excellent." },
      { name: 'Mansi Desai', rating: 4, text: 'Very solid, a little heavy to move.' },
    ],
  },
  {
    id: '51',
    name: 'Nashik Mango Wood Single Bed',
    category: 'Single Sized Bed',
    price: 15999,
    art: { wood: 'mango', style: 'arch', fabric: 'olive' },
    short: 'A mango-wood single bed with an arched headboard.',
    details: 'A soft arch and a honey finish make it a calm bed for a young reader. W 98 × L 198 × H 98 cm.',
  },
  {
    id: '52',
    name: 'Mangalore Teak Single Bed',
    category: 'Single Sized Bed',
    price: 26999,
    art: { wood: 'teak', style: 'panel', fabric: 'teal' },
    short: 'A teak single bed that lasts from school to college.',
    details:
      'A teak frame with hidden bolts, built to be taken apart and moved between homes many times. W 100 × L 200 × H 100 cm.',
    reviews: [{ name: 'Shreya Kamath', rating: 5, text: 'Beautiful teak and very well finished.' }],
  },
];

export const DOUBLE_BEDS: ProductSeed[] = [
  {
    id: '53',
    name: 'Udaipur Palace Double Bed',
    category: 'Double Sized Bed',
    price: 84999,
    art: { wood: 'rosewood', style: 'arch', fabric: 'maroon' },
    short: 'A rosewood king bed with a grand arched headboard.',
    details:
      'An arched headboard inspired by the palace windows of Udaipur, with a box base for storage. W 190 × L 210 × H 120 cm.',
    reviews: [
      { name: 'Devendra Singh Chundawat', rating: 5, text: 'Regal. The headboard is the talk of the house.' },
      { name: 'Payal Mehra', rating: 4, text: 'Stunning bed; the storage lift is a bit stiff.' },
    ],
  },
  {
    id: '54',
    name: 'Jaipur Sheesham Queen Bed',
    category: 'Double Sized Bed',
    price: 58999,
    art: { wood: 'sheesham', style: 'panel', fabric: 'mustard' },
    short: 'A queen-size sheesham bed with a three-panel headboard.',
    details:
      'A classic three-panel headboard, solid side rails and a hydraulic storage base. W 165 × L 205 × H 110 cm.',
    reviews: [{ name: 'Aparna Sen', rating: 5, text: 'Great bed, and the storage underneath is a blessing.' }],
  },
  {
    id: '55',
    name: 'Cochin Teak King Bed',
    category: 'Double Sized Bed',
    price: 102500,
    art: { wood: 'teak', style: 'panel', fabric: 'indigo' },
    short: 'A king-size bed in solid teak, built for generations.',
    details:
      'Solid teak throughout, even the slats, with a panelled headboard tall enough to lean on. W 195 × L 210 × H 115 cm.',
    reviews: [
      { name: 'George Varghese', rating: 5, text: 'Pure teak. You can feel the weight and quality.' },
      { name: 'Smita Pillai', rating: 5, text: 'Our best purchase for the new home.' },
      { name: 'Naveen Kumar', rating: 4, text: 'Excellent bed. Installation team was very professional.' },
    ],
  },
  {
    id: '56',
    name: 'Gwalior Slatted Double Bed',
    category: 'Double Sized Bed',
    price: 46999,
    art: { wood: 'walnut', style: 'slat', fabric: 'grey' },
    short: 'A walnut-finish double bed with a slatted headboard.',
    details: 'Clean lines and an airy slatted headboard that suits modern rooms. W 165 × L 205 × H 100 cm.',
  },
  {
    id: '57',
    name: 'Mysuru Oak Double Bed',
    category: 'Double Sized Bed',
    price: 52499,
    art: { wood: 'oak', style: 'arch', fabric: 'teal' },
    short: 'A light oak double bed with a gently arched headboard.',
    details:
      'A bright, soft-cornered bed for a calm bedroom, on a solid slat base with a centre rail. W 165 × L 205 × H 108 cm.',
    reviews: [{ name: 'Chaitra Hegde', rating: 4, text: 'Lovely and light. Goes well with white walls.' }],
  },
];
