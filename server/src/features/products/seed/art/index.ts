/** One drawing function per kind of furniture, picked by the product's category. */
import type { ProductCategory } from 'shared-contracts';
import { drawBed, drawMattress, type BedStyle, type MattressStyle } from './beds';
import type { FabricName, WoodName } from './palette';
import { drawBench, drawChair, drawSofa, type BenchStyle, type ChairStyle, type SofaStyle } from './seating';
import { drawCabinet, drawCupboard, type CabinetStyle, type CupboardStyle } from './storage';
import { drawLaptopTable, drawStudyTable, type LaptopTableStyle, type StudyTableStyle } from './tables';
import { svgDataUri, svgDocument } from './svg';

export { ART_HEIGHT, ART_WIDTH, svgDataUri } from './svg';
export { FABRICS, WOODS, type FabricName, type WoodName } from './palette';
export { BED_STYLES, MATTRESS_STYLES } from './beds';
export { BENCH_STYLES, CHAIR_STYLES, SOFA_STYLES } from './seating';
export { CABINET_STYLES, CUPBOARD_STYLES } from './storage';
export { LAPTOP_TABLE_STYLES, STUDY_TABLE_STYLES } from './tables';

/** The drawing styles each category offers. */
export interface ArtStyles {
  Chair: ChairStyle;
  Sofa: SofaStyle;
  Bench: BenchStyle;
  Cabinet: CabinetStyle;
  'Single Door Cupboard': CupboardStyle;
  'Double Door Cupboard': CupboardStyle;
  'Study Table': StudyTableStyle;
  'Laptop Table': LaptopTableStyle;
  'Single Sized Bed': BedStyle;
  'Double Sized Bed': BedStyle;
  Mattress: MattressStyle;
}

/** How one product is drawn: its wood (not for mattresses), style and (upholstery, bedding) fabric. */
export type ArtSpec<C extends ProductCategory = ProductCategory> = C extends 'Mattress'
  ? { style: ArtStyles[C]; fabric?: FabricName }
  : { wood: WoodName; style: ArtStyles[C]; fabric?: FabricName };

type Drawer<C extends ProductCategory> = (spec: ArtSpec<C>) => string;

const DRAWERS: { [C in ProductCategory]: Drawer<C> } = {
  Chair: (a) => drawChair(a.wood, a.style, a.fabric),
  Sofa: (a) => drawSofa(a.wood, a.style, a.fabric),
  Bench: (a) => drawBench(a.wood, a.style),
  Cabinet: (a) => drawCabinet(a.wood, a.style),
  'Single Door Cupboard': (a) => drawCupboard(a.wood, a.style, 1),
  'Double Door Cupboard': (a) => drawCupboard(a.wood, a.style, 2),
  'Study Table': (a) => drawStudyTable(a.wood, a.style),
  'Laptop Table': (a) => drawLaptopTable(a.wood, a.style),
  'Single Sized Bed': (a) => drawBed(a.wood, a.style, 'single', a.fabric),
  'Double Sized Bed': (a) => drawBed(a.wood, a.style, 'double', a.fabric),
  Mattress: (a) => drawMattress(a.style, a.fabric),
};

/** The SVG document of a product drawing, titled with the product's name. */
export function drawProduct<C extends ProductCategory>(category: C, spec: ArtSpec<C>, title: string): string {
  const draw = DRAWERS[category] as Drawer<C>;
  const wide = category === 'Sofa' || category === 'Double Sized Bed' || category === 'Cabinet' || category === 'Bench';
  return svgDocument(draw(spec), title, wide ? 165 : 120);
}

/** A data: URI of the drawing, for <img src>. */
export const productImageUrl = <C extends ProductCategory>(category: C, spec: ArtSpec<C>, title: string): string =>
  svgDataUri(drawProduct(category, spec, title));
