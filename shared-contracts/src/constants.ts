/** Business constants of spec §9. */
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_POSITION = 'top-right' as const;
export const STICKY_HEADER_THRESHOLD_PX = 80;
export const SHIPPING_COST = 0;
export const PASSWORD_MIN_LENGTH = 6;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** 15 April 2025, 00:00 India time (UTC+05:30). */
export const COUNTDOWN_TARGET_ISO = '2025-04-15T00:00:00+05:30';
export const PRIVACY_POLICY_EFFECTIVE_DATE = 'February 9, 2025';
/** How long a non-admin sees the dashboard's refusal before going to "/". */
export const UNAUTHORIZED_REDIRECT_MS = 3000;
