import {
  PICTURE_WIDTHS,
  parseUploadVariantName,
  pictureSources,
  uploadVariantName,
  type PictureWidth,
} from './picture-sources';

const STEM = '0123456789abcdef0123456789abcdef';

describe('pictureSources', () => {
  it('offers an upload of this API in every width as AVIF, WebP and a JPEG srcset, beside the original', () => {
    const url = `https://shop.example/uploads/${STEM}.png`;
    const answer = pictureSources(url, [320, 640]);
    expect(answer).toEqual({
      src: url,
      srcSet: `https://shop.example/uploads/${STEM}.w320.jpg 320w, https://shop.example/uploads/${STEM}.w640.jpg 640w`,
      sources: [
        {
          type: 'image/avif',
          srcSet: `https://shop.example/uploads/${STEM}.w320.avif 320w, https://shop.example/uploads/${STEM}.w640.avif 640w`,
        },
        {
          type: 'image/webp',
          srcSet: `https://shop.example/uploads/${STEM}.w320.webp 320w, https://shop.example/uploads/${STEM}.w640.webp 640w`,
        },
      ],
    });
  });

  it('uses every offered width unless told fewer', () => {
    const { srcSet } = pictureSources(`http://localhost:4000/uploads/${STEM}.jpg`);
    expect(srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(PICTURE_WIDTHS.map((w) => `${w}w`));
  });

  it('resizes a Cloudinary picture by a transformation placed after those it already has', () => {
    const plain = pictureSources('https://res.cloudinary.com/woodcraft/image/upload/v1712/sofa.jpg', [480]);
    expect(plain.srcSet).toBe(
      'https://res.cloudinary.com/woodcraft/image/upload/f_jpg,w_480,c_limit,q_auto/v1712/sofa.jpg 480w',
    );
    expect(plain.sources[0]).toEqual({
      type: 'image/avif',
      srcSet: 'https://res.cloudinary.com/woodcraft/image/upload/f_avif,w_480,c_limit,q_auto/v1712/sofa.jpg 480w',
    });
    const cropped = pictureSources(
      'https://res.cloudinary.com/woodcraft/image/upload/c_crop,h_600,w_800/e_sharpen/shop/my_folder/sofa.jpg',
      [480],
    );
    expect(cropped.sources[1]?.srcSet).toBe(
      'https://res.cloudinary.com/woodcraft/image/upload/c_crop,h_600,w_800/e_sharpen/f_webp,w_480,c_limit,q_auto/shop/my_folder/sofa.jpg 480w',
    );
  });

  it.each([
    ['a seed drawing (SVG)', 'http://localhost:4000/seed-art/teak-sofa.svg'],
    ['a data: URI', 'data:image/svg+xml,%3Csvg%3E'],
    ['an unknown host', 'https://images.example.com/sofa.jpg'],
    ['an animated-capable GIF upload', `https://shop.example/uploads/${STEM}.gif`],
    ['an upload URL with a query', `https://shop.example/uploads/${STEM}.jpg?v=2`],
    ['a Cloudinary SVG', 'https://res.cloudinary.com/woodcraft/image/upload/v1/logo.svg'],
    ['a Cloudinary video', 'https://res.cloudinary.com/woodcraft/video/upload/v1/tour.mp4'],
    ['a name that is not an upload', 'https://shop.example/uploads/sofa.jpg'],
  ])('keeps %s as its one src', (_what, url) => {
    expect(pictureSources(url)).toEqual({ src: url, sources: [] });
  });
});

describe('upload variant names', () => {
  it('names and reads back a sized copy', () => {
    const name = uploadVariantName({ stem: STEM, width: 960, format: 'avif' });
    expect(name).toBe(`${STEM}.w960.avif`);
    expect(parseUploadVariantName(name)).toEqual({ stem: STEM, width: 960, format: 'avif' });
  });

  it.each([
    `${STEM}.w961.avif`,
    `${STEM}.w64.webp`,
    `${STEM}.w640.png`,
    `${STEM}.w640.webp.jpg`,
    `${STEM.toUpperCase()}.w640.jpg`,
    `../${STEM}.w640.jpg`,
    `${STEM}.jpg`,
  ])('refuses %s', (name) => {
    expect(parseUploadVariantName(name)).toBeNull();
  });

  it('reads every offered width', () => {
    for (const width of PICTURE_WIDTHS) {
      expect(parseUploadVariantName(`${STEM}.w${width}.jpg`)?.width).toBe(width satisfies PictureWidth);
    }
  });
});
