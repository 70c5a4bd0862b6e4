import {
  SEED_ART_CARD,
  SEED_ART_CARD_LAYOUT,
  SEED_ART_PATH,
  parseSeedArtFile,
  seedArtCardPathname,
  seedArtFileName,
  seedArtStem,
} from './seed-art';

const SHA256 = '3f9a1c2b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8';

describe('seed picture names', () => {
  it('names a drawing by its product id and the first 10 hex of its SVG’s sha256', () => {
    expect(seedArtStem('07', SHA256)).toBe('07-3f9a1c2b4d');
    expect(seedArtFileName('07-3f9a1c2b4d', 'svg')).toBe('07-3f9a1c2b4d.svg');
    expect(SEED_ART_PATH).toBe('/seed-art');
    expect(SEED_ART_CARD).toEqual({ width: 1200, height: 630, type: 'image/png' });
  });

  it('names a card by the drawing’s stem and the card layout, so a new layout is a new name', () => {
    expect(seedArtFileName('07-3f9a1c2b4d', 'card')).toBe(`07-3f9a1c2b4d.card${SEED_ART_CARD_LAYOUT}.png`);
  });

  it('reads a requested name as a drawing or a card of a product, whatever its hash or card layout; anything else is none', () => {
    expect(parseSeedArtFile('07-3f9a1c2b4d.svg')).toEqual({ id: '07', kind: 'svg' });
    expect(parseSeedArtFile(seedArtFileName('07-3f9a1c2b4d', 'card'))).toEqual({ id: '07', kind: 'card' });
    expect(parseSeedArtFile('07-abcd1234.svg')).toEqual({ id: '07', kind: 'svg' });
    // Older cards' names: before cards carried their layout, and an earlier layout.
    expect(parseSeedArtFile('07-3f9a1c2b4d.png')).toEqual({ id: '07', kind: 'card' });
    expect(parseSeedArtFile('07-3f9a1c2b4d.card0.png')).toEqual({ id: '07', kind: 'card' });
    for (const name of [
      '07.svg',
      '07-3F9A1C2B4D.svg',
      '07-3f9a1c2b4d.jpg',
      '07-3f9a1c2b4d.PNG',
      '07-3f9a1c2b4d.png.svg',
      '07-3f9a1c2b4d.card.png',
      '07-3f9a1c2b4d.card1.svg',
      '../07-3f9a1c2b4d.svg',
      '',
    ]) {
      expect(parseSeedArtFile(name)).toBeNull();
    }
  });
});

describe('seedArtCardPathname', () => {
  it('gives the PNG card of a seed drawing’s pathname: the same stem, in the current card layout', () => {
    const card = seedArtCardPathname('/seed-art/07-3f9a1c2b4d.svg');
    expect(card).toBe(`/seed-art/07-3f9a1c2b4d.card${SEED_ART_CARD_LAYOUT}.png`);
    expect(parseSeedArtFile(card!.slice('/seed-art/'.length))).toEqual({ id: '07', kind: 'card' });
  });

  it('gives null for a pathname that is not a seed drawing', () => {
    for (const pathname of [
      '/uploads/07-3f9a1c2b4d.svg',
      '/elsewhere/seed-art/07-3f9a1c2b4d.svg',
      '/seed-art/07.svg',
      '/seed-art/logo.svg',
      '/seed-art/sub/07-3f9a1c2b4d.svg',
    ]) {
      expect(seedArtCardPathname(pathname)).toBeNull();
    }
    expect(seedArtCardPathname(seedArtCardPathname('/seed-art/07-3f9a1c2b4d.svg')!)).toBeNull();
  });
});
