import { ART_HEIGHT, ART_WIDTH, svgDataUri } from 'shared-contracts/catalogue';

/** Shown when a (remote) product's image cannot be loaded: a plain wood-toned frame, same 4:3 box. */
export const FALLBACK_IMAGE = svgDataUri(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${ART_WIDTH} ${ART_HEIGHT}' width='${ART_WIDTH}' height='${ART_HEIGHT}'>` +
    `<rect width='400' height='300' fill='#f6efe4'/><rect x='150' y='95' width='100' height='110' rx='8' fill='none' stroke='#c8955f' stroke-width='6'/>` +
    `<path d='M160 190l30-40 22 26 14-16 18 30z' fill='#c8955f'/><circle cx='222' cy='125' r='10' fill='#c8955f'/></svg>`,
);
