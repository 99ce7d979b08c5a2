/**
 * Product constants from spec §4 and §9, defined once. Components and stores import them
 * from here so a spec change is a one-line change.
 */

/** Toasts (spec §9). */
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_SWIPE_THRESHOLD_TOUCH_PX = 10;
export const TOAST_SWIPE_THRESHOLD_POINTER_PX = 2;
export const TOAST_GAP_PX = 16;
export const TOAST_POSITION = 'bottom-right' as const;

/** Tooltips (spec §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** A page reload after a chunk-load error happens at most once per path per this window (spec §4). */
export const CHUNK_RELOAD_THROTTLE_MS = 10_000;

/** Phone input (spec §5, §9). */
export const PHONE_DROPDOWN_MIN_SPACE_BELOW_PX = 200;
export const PHONE_TYPEAHEAD_RESET_MS = 700;

/** API (spec §7). */
export const API_BASE = '/api/v1';
/** Every state-changing browser request carries it (CSRF rule of the API). */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'biclou' } as const;
/**
 * The API words its messages in the language a request asks; the site asks for English, the
 * catalogues' keys, and translates them itself (translate-server-message.ts): the `test` locale
 * shows keys, and some screens read values out of the English sentence. Without it the browser
 * would ask in its own language, whatever the page's.
 */
export const API_LANGUAGE_HEADER = { name: 'Accept-Language', value: 'en' } as const;

/** Cookies the site reads during server rendering. */
export const SESSION_COOKIE = 'biclou_token';
export const THEME_COOKIE = 'biclou_theme';
export const ONE_YEAR_S = 31_536_000;

export const BRAND = 'Biclou';
