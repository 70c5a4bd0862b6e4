/** Beds (seen from the foot end) and mattresses. */
import { FABRICS, SCENE, WOODS, type FabricName, type WoodName } from './palette';
import { FLOOR_Y, line, path, rect, repeat, shade } from './svg';

export const BED_STYLES = ['panel', 'slat', 'arch'] as const;
export const MATTRESS_STYLES = ['thin', 'medium', 'thick'] as const;

export type BedStyle = (typeof BED_STYLES)[number];
export type MattressStyle = (typeof MATTRESS_STYLES)[number];

export function drawBed(
  woodName: WoodName,
  style: BedStyle,
  size: 'single' | 'double',
  fabricName: FabricName = 'indigo',
): string {
  const wood = WOODS[woodName];
  const width = size === 'double' ? 300 : 190;
  const x0 = 200 - width / 2;
  let head = rect(x0, 60, width, 104, wood.base, { rx: 4 });
  if (style === 'panel')
    head += repeat(size === 'double' ? 3 : 2, x0 + 12, (width - 24) / (size === 'double' ? 3 : 2), (x) =>
      rect(x + 4, 72, (width - 24) / (size === 'double' ? 3 : 2) - 8, 56, wood.light, { rx: 3 }),
    );
  if (style === 'slat')
    head =
      rect(x0, 60, width, 14, wood.base, { rx: 4 }) +
      rect(x0, 60, 14, 104, wood.dark) +
      rect(x0 + width - 14, 60, 14, 104, wood.dark) +
      repeat(Math.floor(width / 30), x0 + 24, 28, (x) => rect(x, 74, 10, 70, wood.light));
  if (style === 'arch')
    head =
      path(`M${x0} 164V96q${width / 2} -60 ${width} 0V164z`, wood.base) +
      path(`M${x0 + 16} 150V104q${width / 2 - 16} -44 ${width - 32} 0V150z`, wood.light);
  const pillows = size === 'double' ? [x0 + 30, x0 + width / 2 + 8] : [x0 + width / 2 - 58];
  return (
    head +
    rect(x0 + 6, 134, width - 12, 40, SCENE.linen, { rx: 8 }) +
    pillows
      .map(
        (x) =>
          rect(x, 118, width / 2 - 38 + (size === 'single' ? 22 : 0), 24, '#fff', { rx: 10 }) +
          shade(x, 134, width / 2 - 38 + (size === 'single' ? 22 : 0), 8, -0.06, 10),
      )
      .join('') +
    rect(x0 + 2, 156, width - 4, 40, FABRICS[fabricName], { rx: 6 }) +
    shade(x0 + 2, 156, width - 4, 10, 0.14, 6) +
    rect(x0 - 6, 190, width + 12, 48, wood.base, { rx: 3 }) +
    shade(x0 - 6, 190, width + 12, 8, 0.18, 3) +
    rect(x0 - 6, 238, 16, FLOOR_Y - 238, wood.dark) +
    rect(x0 + width - 10, 238, 16, FLOOR_Y - 238, wood.dark)
  );
}

/** A quilted block in a three-quarter view: top, front and side faces. */
export function drawMattress(style: MattressStyle, fabricName: FabricName = 'beige'): string {
  const depth = style === 'thin' ? 26 : style === 'medium' ? 40 : 56;
  const front = FLOOR_Y - depth;
  const top = front - 70;
  const border = FABRICS[fabricName];
  const stitch = '#d9ccb8';
  return (
    path(`M50 ${front}L110 ${top}H360L300 ${front}z`, '#fffdf8', { stroke: stitch, 'stroke-width': 2 }) +
    repeat(4, 100, 50, (x) => line(x, front - 2, x + 60, top + 2, stitch, 1.5)) +
    repeat(2, 0, 1, (i) => line(75 + i * 25, front - 22 - i * 23, 322 + i * 24, front - 22 - i * 23, stitch, 1.5)) +
    rect(50, front, 250, depth, border, { rx: 3 }) +
    shade(50, front, 250, 5, 0.3, 3) +
    path(`M300 ${front}L360 ${top}V${top + depth}L300 ${front + depth}z`, border) +
    path(`M300 ${front}L360 ${top}V${top + depth}L300 ${front + depth}z`, '#000', { 'fill-opacity': 0.22 }) +
    repeat(7, 66, 33, (x) => line(x, front + depth / 2, x + 16, front + depth / 2, '#fff', 2))
  );
}
