import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './ProductGallery';

// jsdom has no PointerEvent: a mouse event that says which kind of pointer it is, as browsers' do.
class TouchPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
beforeAll(() => Object.defineProperty(window, 'PointerEvent', { value: TouchPointerEvent, configurable: true }));
afterAll(() => Reflect.deleteProperty(window, 'PointerEvent'));

const urls = ['https://img.example/a.svg', 'https://img.example/b.svg', 'https://img.example/c.svg'];
const sofa = { productName: 'Teak Sofa', imgUrl: urls[0]!, images: urls };
const zoomButton = () => screen.getByRole('button', { name: /^Zoom: / });
const mainPicture = () => zoomButton().querySelector('img');
const thumb = (n: number) => screen.getByRole('button', { name: `Teak Sofa, picture ${n} of 3` });

it('shows the first picture large and a thumbnail for each, the chosen one aria-current', async () => {
  const user = userEvent.setup();
  render(<ProductGallery product={sofa} />);
  expect(mainPicture()).toHaveAttribute('src', urls[0]);
  expect(screen.getByRole('list', { name: 'Pictures of Teak Sofa' })).toBeInTheDocument();
  expect(thumb(1)).toHaveAttribute('aria-current', 'true');
  expect(thumb(2)).not.toHaveAttribute('aria-current');
  await user.click(thumb(3));
  expect(mainPicture()).toHaveAttribute('src', urls[2]);
  expect(zoomButton()).toHaveAccessibleName('Zoom: Teak Sofa, picture 3 of 3');
  expect(thumb(3)).toHaveAttribute('aria-current', 'true');
  expect(thumb(1)).not.toHaveAttribute('aria-current');
});

it('the arrow keys step through the pictures (round the end), moving the focus along the thumbnails', async () => {
  const user = userEvent.setup();
  render(<ProductGallery product={sofa} />);
  thumb(1).focus();
  await user.keyboard('{ArrowRight}');
  expect(mainPicture()).toHaveAttribute('src', urls[1]);
  expect(thumb(2)).toHaveFocus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(mainPicture()).toHaveAttribute('src', urls[2]);
  expect(thumb(3)).toHaveFocus();
  zoomButton().focus();
  await user.keyboard('{ArrowRight}');
  expect(mainPicture()).toHaveAttribute('src', urls[0]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a sideways swipe on touch changes the picture and does not open the zoom; a tap opens it', () => {
  render(<ProductGallery product={sofa} />);
  const swipe = (from: number, to: number) => {
    fireEvent.pointerDown(zoomButton(), { pointerType: 'touch', clientX: from });
    fireEvent.pointerUp(zoomButton(), { pointerType: 'touch', clientX: to });
    fireEvent.click(zoomButton());
  };
  swipe(300, 200);
  expect(mainPicture()).toHaveAttribute('src', urls[1]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  swipe(100, 250);
  expect(mainPicture()).toHaveAttribute('src', urls[0]);
  swipe(100, 110);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('zoom opens by Enter on the picture, its arrows step, Escape closes and the focus returns to the picture', async () => {
  const user = userEvent.setup();
  render(<ProductGallery product={sofa} />);
  zoomButton().focus();
  await user.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Teak Sofa, picture 1 of 3' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Teak Sofa, picture 2 of 3' })).toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute('src', urls[1]);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(zoomButton()).toHaveFocus();
  expect(mainPicture()).toHaveAttribute('src', urls[1]);
  await user.click(zoomButton());
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(zoomButton()).toHaveFocus();
});

it('a product with one picture has no thumbnails; every picture box is sized before it loads', () => {
  render(<ProductGallery product={{ productName: 'Stool', imgUrl: urls[0]! }} />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(zoomButton()).toHaveAccessibleName('Zoom: Stool');
  expect(mainPicture()).toHaveAttribute('width', '400');
  expect(mainPicture()).toHaveAttribute('height', '300');
});

it('offers uploaded pictures in the widths each place shows them: the page column, thumbnails, the zoom view', async () => {
  const user = userEvent.setup();
  const upload = (digit: string) => `https://shop.example/uploads/${digit.repeat(32)}.jpg`;
  const stem = (digit: string) => `https://shop.example/uploads/${digit.repeat(32)}`;
  render(
    <ProductGallery product={{ productName: 'Teak Sofa', imgUrl: upload('a'), images: [upload('a'), upload('b')] }} />,
  );

  const main = zoomButton().querySelector('picture');
  expect(main?.querySelector('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    expect.stringContaining(`${stem('a')}.w960.avif 960w`),
  );
  expect(main?.querySelector('img')).toHaveAttribute('sizes', expect.stringMatching(/^\(min-width: 1200px\) 620px, /));
  expect(main?.querySelector('img')).toHaveAttribute('width', '400');

  // A thumbnail asks for the smallest copy only.
  const thumbPicture = screen.getByRole('button', { name: 'Teak Sofa, picture 2 of 2' }).querySelector('picture');
  expect(thumbPicture?.querySelector('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    `${stem('b')}.w320.webp 320w`,
  );
  expect(thumbPicture?.querySelector('img')).toHaveAttribute('sizes', '80px');
  expect(thumbPicture?.querySelector('img')).toHaveAttribute('height', '60');

  await user.click(screen.getByRole('button', { name: 'Teak Sofa, picture 2 of 2' }));
  await user.click(zoomButton());
  const zoomed = within(screen.getByRole('dialog')).getByRole('img', { name: 'Teak Sofa, picture 2 of 2' });
  expect(zoomed).toHaveAttribute('sizes', 'min(100vw, 960px)');
  expect(zoomed).toHaveAttribute('srcset', expect.stringContaining(`${stem('b')}.w1280.jpg 1280w`));
  expect(zoomed.closest('picture')?.querySelectorAll('source')).toHaveLength(2);
});
