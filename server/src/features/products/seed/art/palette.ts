/** Wood tones and upholstery colours the drawings are painted in. */

export interface WoodTone {
  /** Main surfaces. */
  base: string;
  /** Sides, legs and shadows. */
  dark: string;
  /** Tops and highlights. */
  light: string;
}

export const WOODS = {
  teak: { base: '#a8692f', dark: '#7a4a1f', light: '#c98f55' },
  sheesham: { base: '#8a4b2a', dark: '#5e3019', light: '#b06a40' },
  walnut: { base: '#5c3a21', dark: '#3d2514', light: '#7d5434' },
  mango: { base: '#c4955e', dark: '#96683a', light: '#dcb584' },
  oak: { base: '#d1a86e', dark: '#a57c45', light: '#e6c797' },
  rosewood: { base: '#6e2f22', dark: '#4a1d14', light: '#914536' },
} as const satisfies Record<string, WoodTone>;

export type WoodName = keyof typeof WOODS;

export const FABRICS = {
  mustard: '#d4a437',
  indigo: '#3f4f7a',
  teal: '#2f7a74',
  maroon: '#8c2f39',
  beige: '#d9c7a7',
  grey: '#8d8a85',
  olive: '#6f7a3a',
  rust: '#b5562b',
  ivory: '#efe8da',
} as const satisfies Record<string, string>;

export type FabricName = keyof typeof FABRICS;

/** Backdrop, floor shadow, glass and metal used by every drawing. */
export const SCENE = {
  backdrop: '#f6efe4',
  floor: '#eadfcd',
  shadow: '#3b2a1a',
  glass: '#cfe3e8',
  metal: '#5b5f66',
  linen: '#f5f1ea',
} as const;
