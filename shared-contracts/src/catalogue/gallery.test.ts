import { GALLERY_MESSAGES, MAX_PRODUCT_IMAGES, galleryProblem, productImages } from './gallery';

describe('productImages', () => {
  it('answers the main picture alone for a product without a gallery', () => {
    expect(productImages({ imgUrl: 'https://x/a.png' })).toEqual(['https://x/a.png']);
  });

  it('keeps the gallery order, the main picture first and each picture once', () => {
    expect(
      productImages({ imgUrl: 'https://x/a.png', images: ['https://x/b.png', 'https://x/a.png', 'https://x/b.png'] }),
    ).toEqual(['https://x/a.png', 'https://x/b.png']);
  });

  it(`never answers more than ${MAX_PRODUCT_IMAGES}`, () => {
    const images = Array.from({ length: 12 }, (_, i) => `https://x/${i}.png`);
    expect(productImages({ imgUrl: images[0]!, images })).toHaveLength(MAX_PRODUCT_IMAGES);
  });
});

describe('galleryProblem', () => {
  it('accepts one to eight different pictures', () => {
    expect(galleryProblem(['a'])).toBeNull();
    expect(galleryProblem(Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => `u${i}`))).toBeNull();
  });

  it('says what is wrong with none, too many or a repeated picture', () => {
    expect(galleryProblem([])).toBe(GALLERY_MESSAGES.none);
    expect(galleryProblem(Array.from({ length: MAX_PRODUCT_IMAGES + 1 }, (_, i) => `u${i}`))).toBe(
      GALLERY_MESSAGES.tooMany,
    );
    expect(galleryProblem(['a', 'b', 'a'])).toBe(GALLERY_MESSAGES.repeated);
  });
});
