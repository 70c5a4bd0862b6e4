/** Attributes shared by the app shell, its CSS (app-shell.css spells them too) and the early-start script. */
export const APP_SHELL_ATTRIBUTE = 'data-app-shell';
/** Set on <html> for an admin route, which has its own header: the shop's shell is hidden there. */
export const ADMIN_ROUTE_ATTRIBUTE = 'data-admin-route';
