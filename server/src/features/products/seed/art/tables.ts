/** Study tables and laptop tables. */
import { SCENE, WOODS, type WoodName } from './palette';
import { FLOOR_Y, knob, line, path, rect, repeat, shade } from './svg';

export const STUDY_TABLE_STYLES = ['drawer', 'shelf', 'hutch'] as const;
export const LAPTOP_TABLE_STYLES = ['bed-tray', 'stand', 'folding'] as const;

export type StudyTableStyle = (typeof STUDY_TABLE_STYLES)[number];
export type LaptopTableStyle = (typeof LAPTOP_TABLE_STYLES)[number];

const BOOKS = ['#8c2f39', '#3f4f7a', '#d4a437', '#2f7a74', '#b5562b'];
const book = (i: number): string => BOOKS[i % BOOKS.length] ?? '#8c2f39';

/** A closed-lid laptop seen from the front, open at an angle. */
const laptop = (x: number, baseY: number): string =>
  path(`M${x + 8} ${baseY - 4}l10-52h84l-10 52z`, SCENE.metal) +
  path(`M${x + 14} ${baseY - 8}l9-42h70l-9 42z`, '#9fb4c2') +
  rect(x, baseY - 4, 100, 5, '#3d4046', { rx: 2 });

export function drawStudyTable(woodName: WoodName, style: StudyTableStyle): string {
  const wood = WOODS[woodName];
  let extra = '';
  if (style === 'drawer')
    extra =
      rect(214, 144, 104, 34, wood.base) + rect(220, 149, 92, 24, wood.light, { rx: 2 }) + knob(266, 161, wood.dark);
  if (style === 'shelf')
    extra =
      rect(84, 144, 92, 104, wood.base) +
      repeat(2, 176, 36, (y) => rect(88, y, 84, 5, wood.dark)) +
      repeat(3, 96, 9, (x, i) => rect(x, 186, 7, 24, book(i)));
  if (style === 'hutch')
    extra =
      rect(96, 48, 208, 82, wood.base) +
      rect(104, 56, 192, 66, wood.dark, { 'fill-opacity': 0.35 }) +
      rect(104, 86, 192, 5, wood.base) +
      repeat(5, 112, 10, (x, i) => rect(x, 62 + (i % 2) * 4, 8, 24 - (i % 2) * 4, book(i)));
  return (
    extra +
    rect(70, 130, 260, 14, wood.light, { rx: 3 }) +
    shade(70, 138, 260, 6, -0.18) +
    rect(80, 144, 14, FLOOR_Y - 144, wood.base) +
    rect(306, 144, 14, FLOOR_Y - 144, wood.base) +
    rect(94, 228, 212, 6, wood.dark) +
    (style === 'drawer' ? '' : rect(236, 112, 40, 18, wood.dark, { rx: 3 }) + path('M246 112l10-30 10 30z', '#f1d28a'))
  );
}

export function drawLaptopTable(woodName: WoodName, style: LaptopTableStyle): string {
  const wood = WOODS[woodName];
  if (style === 'stand')
    return (
      path('M130 128l140-18v14l-140 18z', wood.light) +
      rect(190, 130, 14, 104, SCENE.metal) +
      rect(196, 120, 6, 14, SCENE.metal) +
      rect(140, 234, 120, 10, SCENE.metal, { rx: 5 }) +
      repeat(3, 146, 52, (x) => rect(x, 244, 10, FLOOR_Y - 248, '#2c2e33', { rx: 5 })) +
      laptop(150, 122)
    );
  if (style === 'folding')
    return (
      rect(110, 150, 180, 12, wood.light, { rx: 3 }) +
      shade(110, 156, 180, 6, -0.2) +
      line(130, 162, 270, FLOOR_Y, wood.dark, 9) +
      line(270, 162, 130, FLOOR_Y, wood.base, 9) +
      laptop(150, 150)
    );
  // A low tray for the bed: short folding legs and a raised lip.
  return (
    rect(96, 184, 208, 12, wood.light, { rx: 4 }) +
    rect(96, 178, 8, 12, wood.base, { rx: 2 }) +
    rect(296, 178, 8, 12, wood.base, { rx: 2 }) +
    shade(96, 190, 208, 6, -0.2) +
    repeat(
      2,
      112,
      164,
      (x) => line(x, 196, x + 12, FLOOR_Y, wood.dark, 8) + line(x + 12, 196, x, FLOOR_Y, wood.base, 8),
    ) +
    laptop(150, 184)
  );
}
