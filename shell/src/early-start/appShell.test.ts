import { markAdminRoute, showConfiguredNames } from './appShell';

const SHELL = `<div data-app-shell=""><a class="site-brand"><span class="site-brand__mark">L</span><span class="site-brand__name">Furniture Store</span></a>
<footer class="site-footer"><h2 class="site-footer__brand">Furniture Store</h2><p class="site-footer__copyright">© 2026 <span class="site-footer__store-name">Furniture Store</span>. All rights reserved.</p></footer></div>`;

describe('markAdminRoute', () => {
  afterEach(() => document.documentElement.removeAttribute('data-admin-route'));

  it('marks an admin page, whose own header replaces the shop one', () => {
    markAdminRoute('admin/DashboardPage');
    expect(document.documentElement).toHaveAttribute('data-admin-route');
  });

  it.each([['catalog/HomePage' as const], [null]])('leaves %p unmarked', (page) => {
    markAdminRoute(page);
    expect(document.documentElement).not.toHaveAttribute('data-admin-route');
  });
});

describe('showConfiguredNames', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = 'Furniture Store - Home';
  });

  it('puts the configured name and its initial into the painted shell, and titles the route', () => {
    document.body.innerHTML = SHELL;
    showConfiguredNames({ storeName: 'Sheesham House' }, 'Cart');
    expect(document.querySelector('.site-brand__name')).toHaveTextContent('Sheesham House');
    expect(document.querySelector('.site-brand__mark')).toHaveTextContent('S');
    expect(document.querySelector('.site-footer__brand')).toHaveTextContent('Sheesham House');
    expect(document.querySelector('.site-footer__copyright')).toHaveTextContent(
      '© 2026 Sheesham House. All rights reserved.',
    );
    expect(document.title).toBe('Sheesham House - Cart');
  });

  it('waits for the page to be parsed when the config arrives first', () => {
    document.body.innerHTML = '';
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    showConfiguredNames({ storeName: 'Sheesham House' }, 'Shop');
    document.body.innerHTML = SHELL;
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('.site-brand__name')).toHaveTextContent('Sheesham House');
    expect(document.title).toBe('Sheesham House - Shop');
  });

  it('leaves the brand and the title alone once React has rendered (a page may have refined its title)', () => {
    document.body.innerHTML = SHELL.replace(' data-app-shell=""', '');
    document.title = 'Furniture Store - Teak dining table';
    showConfiguredNames({ storeName: 'Sheesham House' }, 'Product');
    expect(document.querySelector('.site-brand__name')).toHaveTextContent('Furniture Store');
    expect(document.title).toBe('Furniture Store - Teak dining table');
  });

  it('keeps the title the page server wrote for the page (its og:title), not the route’s generic one', () => {
    document.head.innerHTML =
      '<title>Sheesham House - Study Table</title><meta property="og:title" content="Sheesham House - Study Table"/>';
    document.body.innerHTML = SHELL;
    showConfiguredNames({ storeName: 'Sheesham House' }, 'Category');
    expect(document.title).toBe('Sheesham House - Study Table');
    expect(document.querySelector('.site-brand__name')).toHaveTextContent('Sheesham House');
  });

  it('titles the route when the page did not come from the page server (no og:title, or another one)', () => {
    document.head.innerHTML = '<meta property="og:title" content="Furniture Store - Teak Desk"/>';
    document.body.innerHTML = SHELL;
    showConfiguredNames({ storeName: 'Sheesham House' }, 'Category');
    expect(document.title).toBe('Sheesham House - Category');
  });

  it.each([[null], [{}], [{ storeName: '' }], [{ storeName: 7 }]])(
    'keeps the built-in name for config %p',
    (config) => {
      document.body.innerHTML = SHELL;
      showConfiguredNames(config, 'Cart');
      expect(document.querySelector('.site-brand__name')).toHaveTextContent('Furniture Store');
      expect(document.title).toBe('Furniture Store - Home');
    },
  );
});
