/** Chairs, sofas and benches, drawn from the front. */
import { FABRICS, WOODS, type FabricName, type WoodName } from './palette';
import { FLOOR_Y, ellipse, line, path, rect, repeat, shade } from './svg';

export const CHAIR_STYLES = ['slat', 'ladder', 'cane', 'arm'] as const;
export const SOFA_STYLES = ['two-seat', 'three-seat', 'wooden-arm', 'rolled-arm'] as const;
export const BENCH_STYLES = ['plain', 'backrest', 'storage'] as const;

export type ChairStyle = (typeof CHAIR_STYLES)[number];
export type SofaStyle = (typeof SOFA_STYLES)[number];
export type BenchStyle = (typeof BENCH_STYLES)[number];

const CANE = '#e3c98f';

export function drawChair(woodName: WoodName, style: ChairStyle, fabricName: FabricName = 'mustard'): string {
  const wood = WOODS[woodName];
  const fabric = FABRICS[fabricName];
  const legH = FLOOR_Y - 70;
  let back = '';
  if (style === 'slat')
    back = rect(140, 70, 120, 16, wood.base, { rx: 4 }) + repeat(4, 160, 22, (x) => rect(x, 86, 10, 74, wood.light));
  if (style === 'ladder') back = repeat(4, 78, 22, (y) => rect(146, y, 108, 11, wood.base, { rx: 4 }));
  if (style === 'cane')
    back =
      rect(146, 70, 108, 90, wood.base, { rx: 8 }) +
      rect(156, 80, 88, 70, CANE, { rx: 4 }) +
      repeat(7, 162, 12, (x) => line(x, 82, x, 148, wood.light, 1)) +
      repeat(5, 88, 13, (y) => line(158, y, 242, y, wood.light, 1));
  if (style === 'arm')
    back =
      rect(146, 74, 108, 92, fabric, { rx: 14 }) +
      shade(146, 74, 108, 92, -0.12, 14) +
      rect(112, 140, 40, 14, wood.base, { rx: 6 }) +
      rect(248, 140, 40, 14, wood.base, { rx: 6 }) +
      rect(118, 154, 10, 40, wood.dark) +
      rect(272, 154, 10, 40, wood.dark);
  const seatTop = style === 'arm' || style === 'cane' ? rect(136, 150, 128, 16, fabric, { rx: 6 }) : '';
  return (
    rect(140, 70, 12, legH, wood.dark) +
    rect(248, 70, 12, legH, wood.dark) +
    back +
    rect(128, 162, 144, 18, wood.base, { rx: 3 }) +
    shade(128, 162, 144, 5, 0.2, 3) +
    seatTop +
    rect(132, 180, 14, FLOOR_Y - 180, wood.base) +
    rect(254, 180, 14, FLOOR_Y - 180, wood.base) +
    rect(146, 228, 108, 6, wood.dark)
  );
}

export function drawSofa(woodName: WoodName, style: SofaStyle, fabricName: FabricName = 'teal'): string {
  const wood = WOODS[woodName];
  const fabric = FABRICS[fabricName];
  const seats = style === 'two-seat' ? 2 : 3;
  const width = seats === 3 ? 310 : 240;
  const x0 = 200 - width / 2;
  const inner = width - 64;
  const cushion = inner / seats;
  const woodArms = style === 'wooden-arm';
  const armRx = style === 'rolled-arm' ? 22 : 6;
  const arm = (x: number): string =>
    woodArms
      ? rect(x, 138, 30, 12, wood.light, { rx: 4 }) +
        rect(x + 4, 150, 8, 70, wood.base) +
        rect(x + 18, 150, 8, 70, wood.base)
      : rect(x, 136, 32, 86, fabric, { rx: armRx }) + shade(x, 136, 32, 86, -0.08, armRx);
  return (
    rect(x0 + 20, 96, width - 40, 90, fabric, { rx: 16 }) +
    shade(x0 + 20, 96, width - 40, 90, -0.16, 16) +
    repeat(
      seats,
      x0 + 32,
      cushion,
      (x) => rect(x + 3, 108, cushion - 6, 66, fabric, { rx: 12 }) + shade(x + 3, 108, cushion - 6, 20, 0.1, 12),
    ) +
    rect(x0 + 16, 182, width - 32, 38, fabric, { rx: 8 }) +
    shade(x0 + 16, 200, width - 32, 20, -0.1, 8) +
    repeat(
      seats,
      x0 + 32,
      cushion,
      (x) => rect(x + 2, 166, cushion - 4, 26, fabric, { rx: 10 }) + shade(x + 2, 166, cushion - 4, 9, 0.14, 10),
    ) +
    arm(x0) +
    arm(x0 + width - 32) +
    rect(x0 + 4, 220, width - 8, 14, wood.base, { rx: 3 }) +
    repeat(seats === 3 ? 3 : 2, x0 + 14, seats === 3 ? (width - 40) / 2 : width - 40, (x) =>
      rect(x, 234, 12, FLOOR_Y - 234, wood.dark),
    )
  );
}

export function drawBench(woodName: WoodName, style: BenchStyle): string {
  const wood = WOODS[woodName];
  const back =
    style === 'backrest'
      ? rect(82, 80, 12, 100, wood.dark) +
        rect(306, 80, 12, 100, wood.dark) +
        repeat(3, 86, 26, (y) => rect(76, y, 248, 14, wood.base, { rx: 4 }))
      : '';
  const under =
    style === 'storage'
      ? rect(82, 188, 236, 58, wood.base) +
        repeat(
          2,
          92,
          112,
          (x) => rect(x, 196, 104, 42, wood.light, { rx: 3 }) + ellipse(x + 52, 217, 6, 3, wood.dark),
        ) +
        rect(86, 246, 14, FLOOR_Y - 246, wood.dark) +
        rect(300, 246, 14, FLOOR_Y - 246, wood.dark)
      : rect(92, 188, 16, FLOOR_Y - 188, wood.dark) +
        rect(292, 188, 16, FLOOR_Y - 188, wood.dark) +
        rect(108, 236, 184, 8, wood.base) +
        path('M92 188h16l-8 14z', wood.base);
  return (
    back +
    rect(70, 170, 260, 20, wood.base, { rx: 4 }) +
    shade(70, 170, 260, 6, 0.22, 4) +
    line(80, 182, 320, 182, wood.dark, 1) +
    under
  );
}
