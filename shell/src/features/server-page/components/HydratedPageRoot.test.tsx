/**
 * A hydrated page follows the shell's session through the bridge: an update re-renders what reads
 * the session, not the whole page.
 */
import { act, render, screen } from '@testing-library/react';
import { DEFAULT_CONFIG } from 'shared-contracts';
import { SIGNED_OUT, useAuth } from 'shared-contracts/react';
import { MemoryRouter, useRouterLink, type RouterLink } from 'shared-contracts/router';
import { createPageBridge } from '../state/pageBridge';
import { HydratedPageRoot } from './HydratedPageRoot';

let pageRenders = 0;
function SessionNote() {
  const { loading } = useAuth();
  return <p>{loading ? 'Checking who you are' : 'Session known'}</p>;
}
function Page() {
  pageRenders += 1;
  return <SessionNote />;
}

function linkOf(): RouterLink {
  let link: RouterLink | null = null;
  function Capture() {
    link = useRouterLink();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/about']}>
      <Capture />
    </MemoryRouter>,
  );
  return link!;
}

it('re-renders only what reads the session when the shell publishes a new one', () => {
  const link = linkOf();
  const bridge = createPageBridge({ config: DEFAULT_CONFIG, auth: { ...SIGNED_OUT, loading: true }, link });
  pageRenders = 0;
  render(<HydratedPageRoot bridge={bridge} pattern="/about" Page={Page} onHydrated={() => undefined} />);
  expect(screen.getByText('Checking who you are')).toBeInTheDocument();
  const rendersBefore = pageRenders;

  act(() => bridge.publish({ config: DEFAULT_CONFIG, auth: SIGNED_OUT, link }));

  expect(screen.getByText('Session known')).toBeInTheDocument();
  expect(pageRenders).toBe(rendersBefore);
});
