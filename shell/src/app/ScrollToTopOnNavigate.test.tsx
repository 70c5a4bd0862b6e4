import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'shared-contracts/router';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';

let navigate: NavigateFunction = () => undefined;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function setup() {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 500 });
  render(
    <MemoryRouter initialEntries={['/shop']}>
      <ScrollToTopOnNavigate />
      <CaptureNavigate />
    </MemoryRouter>,
  );
  scrollTo.mockClear();
  return scrollTo;
}

describe('ScrollToTopOnNavigate', () => {
  it('scrolls to the top when a link opens another page', () => {
    const scrollTo = setup();
    act(() => {
      void navigate('/shop/07');
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('leaves the page where it is when only the query changes', () => {
    const scrollTo = setup();
    act(() => {
      void navigate('/shop?category=Sofa');
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves Back to the browser', () => {
    const scrollTo = setup();
    act(() => {
      void navigate('/about');
    });
    scrollTo.mockClear();
    act(() => {
      void navigate(-1);
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
