import { stylesheetPreloadPlugin } from './stylesheetPreloadPlugin';

type CreateLink = (args: { url: string; attrs?: Record<string, string> }) => HTMLLinkElement | undefined;
const createLink = stylesheetPreloadPlugin().createLink as unknown as CreateLink;

describe('stylesheetPreloadPlugin', () => {
  it('turns the runtime’s stylesheet for a remote page into a style preload, so the remote’s chunk loading waits for the CSS', () => {
    const link = createLink({ url: 'http://localhost:3001/__federation_expose_HomePage.5d8ae554.css', attrs: { rel: 'stylesheet', type: 'text/css' } });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link?.rel).toBe('preload');
    expect(link?.as).toBe('style');
    expect(link?.href).toBe('http://localhost:3001/__federation_expose_HomePage.5d8ae554.css');
  });

  it('leaves every other link to the runtime', () => {
    expect(createLink({ url: 'http://localhost:3001/365.b26d369b.js', attrs: { rel: 'preload', as: 'script' } })).toBeUndefined();
  });
});
