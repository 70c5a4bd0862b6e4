import type { ProductSeed } from './define';

export const SOFAS: ProductSeed[] = [
  {
    id: '09',
    name: 'Chettinad Teak Three-Seater Sofa',
    category: 'Sofa',
    price: 74999,
    art: { wood: 'teak', style: 'three-seat', fabric: 'teal' },
    short: 'A roomy three-seater in teak with teal upholstery.',
    details:
      'Deep seats with high-density foam, reversible cushion covers and a teak plinth that lifts it clear of the floor for easy mopping. W 210 × D 86 × H 88 cm.',
    reviews: [
      {
        name: 'Lakshmi Iyer',
        rating: 5,
        text: 'Seats the whole family for cricket matches. Cushions have kept their shape.',
      },
      { name: 'Vikram Reddy', rating: 4, text: 'Excellent build. Delivery took a week longer than promised.' },
    ],
  },
  {
    id: '10',
    name: 'Udaipur Two-Seater Sofa',
    category: 'Sofa',
    price: 42500,
    art: { wood: 'sheesham', style: 'two-seat', fabric: 'mustard' },
    short: 'A compact two-seater in mustard for smaller living rooms.',
    details:
      'Sized for city flats: two generous seats without taking over the room, on a solid sheesham frame. W 150 × D 82 × H 86 cm.',
    reviews: [{ name: 'Farah Khan', rating: 5, text: 'Perfect for our 2BHK. The mustard is warm, not loud.' }],
  },
  {
    id: '11',
    name: 'Kerala Wooden-Arm Sofa',
    category: 'Sofa',
    price: 56999,
    art: { wood: 'teak', style: 'wooden-arm', fabric: 'beige' },
    short: 'Open teak arms and beige cushions in the Kerala style.',
    details:
      'Open wooden arms keep it airy and cool; the cushions lift off for cleaning and the frame never needs re-upholstering. W 200 × D 80 × H 84 cm.',
    reviews: [
      { name: 'Thomas Mathew', rating: 5, text: 'Just like the sofas in old Kottayam homes. Superb teak.' },
      { name: 'Anjali Menon', rating: 4, text: 'Very elegant. Cushions are a bit firm at first.' },
    ],
  },
  {
    id: '12',
    name: 'Lutyens Rolled-Arm Sofa',
    category: 'Sofa',
    price: 124999,
    art: { wood: 'walnut', style: 'rolled-arm', fabric: 'maroon' },
    short: 'A grand rolled-arm sofa in deep maroon velvet.',
    details:
      'Hand-tied springs under feather-wrapped foam, rolled arms and turned walnut legs: a sofa for the drawing room. W 220 × D 92 × H 90 cm.',
    reviews: [
      {
        name: 'Rajiv Malhotra',
        rating: 5,
        text: 'Expensive, and worth every rupee. Guests always ask where it is from.',
      },
    ],
  },
  {
    id: '13',
    name: 'Goa Mango Wood Sofa',
    category: 'Sofa',
    price: 38999,
    art: { wood: 'mango', style: 'two-seat', fabric: 'indigo' },
    short: 'A breezy two-seater in mango wood and indigo cotton.',
    details:
      'Relaxed proportions, indigo cotton covers that can be washed at home, and a light mango-wood base. W 156 × D 84 × H 84 cm.',
  },
  {
    id: '14',
    name: 'Bikaner Sheesham Three-Seater Sofa',
    category: 'Sofa',
    price: 96500,
    art: { wood: 'sheesham', style: 'rolled-arm', fabric: 'rust' },
    short: 'A rust-red three-seater with soft rolled arms.',
    details:
      'Three wide seats, rolled arms for leaning on and a solid sheesham frame that will outlast the fabric many times over. W 215 × D 90 × H 88 cm.',
    reviews: [
      { name: 'Gurpreet Singh', rating: 4, text: 'Very comfortable and looks rich. Heavy to move.' },
      { name: 'Sneha Kapoor', rating: 5, text: 'The rust colour is stunning in daylight.' },
      { name: 'Manoj Tiwari', rating: 4, text: 'Good quality stitching. Took two people to carry it up.' },
    ],
  },
  {
    id: '15',
    name: 'Coorg Oak Compact Sofa',
    category: 'Sofa',
    price: 29999,
    art: { wood: 'oak', style: 'two-seat', fabric: 'olive' },
    short: 'An olive two-seater on a light oak base.',
    details:
      'Our smallest sofa, for studies, bedrooms and first homes, with a firm seat and a slim profile. W 140 × D 78 × H 82 cm.',
    reviews: [{ name: 'Divya Bhat', rating: 4, text: 'Fits perfectly in the bedroom corner.' }],
  },
];
