import { markAdminRoute, showStoreName } from './appShell';

const SHELL = `<div data-app-shell=""><a class="site-brand"><span class="site-brand__mark">L</span><span class="site-brand__name">Lakdi</span></a></div>`;

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

describe('showStoreName', () => {
  it('puts the configured name and its initial into the painted shell', () => {
    document.body.innerHTML = SHELL;
    showStoreName({ storeName: 'Sheesham House' });
    expect(document.querySelector('.site-brand__name')).toHaveTextContent('Sheesham House');
    expect(document.querySelector('.site-brand__mark')).toHaveTextContent('S');
  });

  it('waits for the page to be parsed when the config arrives first', () => {
    document.body.innerHTML = '';
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    showStoreName({ storeName: 'Sheesham House' });
    document.body.innerHTML = SHELL;
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('.site-brand__name')).toHaveTextContent('Sheesham House');
  });

  it('never touches a brand outside the painted shell (React owns it)', () => {
    document.body.innerHTML = SHELL.replace(' data-app-shell=""', '');
    showStoreName({ storeName: 'Sheesham House' });
    expect(document.querySelector('.site-brand__name')).toHaveTextContent('Lakdi');
  });

  it.each([[null], [{}], [{ storeName: '' }], [{ storeName: 7 }]])('keeps the built-in name for config %p', (config) => {
    document.body.innerHTML = SHELL;
    showStoreName(config);
    expect(document.querySelector('.site-brand__name')).toHaveTextContent('Lakdi');
  });
});
