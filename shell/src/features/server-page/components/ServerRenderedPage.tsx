import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PAGE_SLOT_ATTRIBUTE } from 'shared-contracts';
import { SIGNED_OUT, useAuth, useConfig, type AuthContextValue } from 'shared-contracts/react';
import { useRouterLink } from 'shared-contracts/router';
import { retainHydratedPage } from '../api/hydrateServerPage';
import { claimServerPage, type KeptServerPage } from '../api/keptServerPage';
import { createPageBridge } from '../state/pageBridge';

/** The session as the page server rendered it: nobody yet (its render has no AuthProvider). */
const SERVER_AUTH: AuthContextValue = { ...SIGNED_OUT, loading: true };

interface ServerRenderedPageProps {
  page: KeptServerPage;
  /** Render the page in the browser instead (it could not be hydrated). */
  onFallBack: () => void;
}

/**
 * The route's page as the page server rendered it: the very element React's first commit took out
 * of #root is put back before the browser paints (no flash, no shift), and hydrated as its own
 * root once the page's module has loaded, following the shell's router, config and session.
 */
export function ServerRenderedPage({ page, onFallBack }: ServerRenderedPageProps) {
  const slot = useRef<HTMLDivElement>(null);
  const config = useConfig();
  const auth = useAuth();
  const link = useRouterLink();
  const [bridge] = useState(() => createPageBridge({ config, auth: SERVER_AUTH, link }));
  const fallBack = useRef(onFallBack);

  useLayoutEffect(() => {
    fallBack.current = onFallBack;
    bridge.publish({ config, auth, link });
  });

  useLayoutEffect(() => {
    slot.current?.append(page.element);
    claimServerPage(page);
  }, [page]);

  useEffect(() => retainHydratedPage(page, bridge, () => fallBack.current()), [page, bridge]);

  return <div ref={slot} {...{ [PAGE_SLOT_ATTRIBUTE]: '' }} />;
}
