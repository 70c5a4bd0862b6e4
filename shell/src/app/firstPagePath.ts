import { ROUTES } from 'shared-contracts';

/** The path whose page the site shows first: "/" only redirects to the home page. */
export const firstPagePath = (pathname: string): string => (pathname === ROUTES.root ? ROUTES.home : pathname);
