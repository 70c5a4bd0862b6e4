/** Cabinets and cupboards: boxes with doors, drawers, carving, glass or a mirror. */
import { SCENE, WOODS, type WoodName, type WoodTone } from './palette';
import { FLOOR_Y, knob, path, rect, repeat, shade } from './svg';

export const CABINET_STYLES = ['doors', 'drawers', 'carved', 'glass'] as const;
export const CUPBOARD_STYLES = ['panel', 'mirror', 'drawer'] as const;

export type CabinetStyle = (typeof CABINET_STYLES)[number];
export type CupboardStyle = (typeof CUPBOARD_STYLES)[number];

/** A door with a raised inner panel and a handle on the `handle` side. */
function door(x: number, y: number, w: number, h: number, wood: WoodTone, handle: 'left' | 'right'): string {
  const hx = handle === 'left' ? x + 10 : x + w - 14;
  return (
    rect(x, y, w, h, wood.base, { rx: 2 }) +
    rect(x + 8, y + 8, w - 16, h - 16, wood.light, { rx: 3 }) +
    shade(x + 8, y + 8, w - 16, 4, -0.15) +
    rect(hx, y + h / 2 - 12, 4, 24, wood.dark, { rx: 2 })
  );
}

/** A diamond of inlay, the carving on Saharanpur-style doors. */
const carving = (cx: number, cy: number, wood: WoodTone): string =>
  path(`M${cx} ${cy - 22}l16 22-16 22-16-22z`, wood.dark, { 'fill-opacity': 0.55 }) +
  path(`M${cx} ${cy - 11}l8 11-8 11-8-11z`, wood.light);

export function drawCabinet(woodName: WoodName, style: CabinetStyle): string {
  const wood = WOODS[woodName];
  if (style === 'glass') {
    return (
      rect(118, 34, 164, 12, wood.light, { rx: 2 }) +
      rect(124, 46, 152, 200, wood.base) +
      repeat(2, 134, 68, (x) => rect(x, 56, 64, 120, SCENE.glass, { rx: 2 }) + shade(x + 6, 60, 12, 112, 0.45)) +
      repeat(2, 96, 40, (y) => rect(134, y, 132, 4, wood.dark)) +
      repeat(2, 134, 68, (x, i) => door(x, 184, 64, 54, wood, i === 0 ? 'right' : 'left')) +
      rect(130, 246, 12, FLOOR_Y - 246, wood.dark) +
      rect(258, 246, 12, FLOOR_Y - 246, wood.dark)
    );
  }
  let front = '';
  if (style === 'doors') front = repeat(3, 82, 80, (x, i) => door(x, 122, 76, 108, wood, i === 2 ? 'left' : 'right'));
  if (style === 'drawers')
    front =
      repeat(3, 82, 80, (x) => rect(x, 122, 76, 30, wood.light, { rx: 2 }) + knob(x + 38, 137, wood.dark)) +
      repeat(2, 82, 120, (x, i) => door(x, 158, 116, 72, wood, i === 0 ? 'right' : 'left'));
  if (style === 'carved')
    front = repeat(
      3,
      82,
      80,
      (x, i) => door(x, 122, 76, 108, wood, i === 2 ? 'left' : 'right') + carving(x + 38, 176, wood),
    );
  return (
    rect(62, 102, 276, 12, wood.light, { rx: 3 }) +
    rect(70, 114, 260, 124, wood.base) +
    shade(70, 114, 260, 6, -0.2) +
    front +
    rect(76, 238, 14, FLOOR_Y - 238, wood.dark) +
    rect(310, 238, 14, FLOOR_Y - 238, wood.dark)
  );
}

export function drawCupboard(woodName: WoodName, style: CupboardStyle, doors: 1 | 2): string {
  const wood = WOODS[woodName];
  const width = doors === 2 ? 200 : 124;
  const x0 = 200 - width / 2;
  const doorW = (width - 20) / doors;
  const drawerH = style === 'drawer' ? 38 : 0;
  const doorH = 196 - drawerH;
  const face = (x: number, i: number): string => {
    const handle = doors === 2 && i === 1 ? 'left' : 'right';
    if (style === 'mirror' && i === 0)
      return (
        rect(x, 38, doorW, doorH, wood.base, { rx: 2 }) +
        rect(x + 10, 48, doorW - 20, doorH - 20, SCENE.glass, { rx: 4 }) +
        path(`M${x + 18} ${58}l24 0-18 60-24 0z`, '#fff', { 'fill-opacity': 0.45 })
      );
    return door(x, 38, doorW, doorH, wood, handle);
  };
  return (
    rect(x0 - 8, 22, width + 16, 16, wood.light, { rx: 3 }) +
    rect(x0, 38, width, 208, wood.base) +
    repeat(doors, x0 + 10, doorW, (x, i) => face(x, i)) +
    (drawerH
      ? rect(x0 + 10, 238 - drawerH + 4, width - 20, drawerH - 8, wood.light, { rx: 2 }) +
        knob(200, 238 - drawerH / 2, wood.dark)
      : '') +
    rect(x0 - 4, 238, width + 8, 10, wood.dark) +
    rect(x0 + 2, 248, 12, FLOOR_Y - 248, wood.dark) +
    rect(x0 + width - 14, 248, 12, FLOOR_Y - 248, wood.dark)
  );
}
