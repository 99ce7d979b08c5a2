export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ForcedTheme = 'light' | 'dark';

export function parseThemePreference(value: unknown): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}

/**
 * The colour mode a page uses (spec §4): forced by route metadata if set, else the preference.
 * `system` returns null: only the browser knows the OS setting, so the inline script decides.
 */
export function resolveTheme(forced: ForcedTheme | undefined, preference: ThemePreference): ForcedTheme | null {
  if (forced) return forced;
  return preference === 'system' ? null : preference;
}

/**
 * Runs before first paint (inline in <head>) so a `system` visitor on a dark OS never sees a
 * light flash. It reads the class SSR already chose; only `data-theme="system"` asks the OS.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var d=document.documentElement;if(d.dataset.theme!=='system')return;var m=window.matchMedia('(prefers-color-scheme: dark)').matches;d.classList.toggle('dark',m);d.style.colorScheme=m?'dark':'light'}catch(e){}})();`;

/** Applies a mode to <html> in the browser (after hydration, on change or OS change). */
export function applyThemeToDocument(mode: ForcedTheme | null, doc: Document = document) {
  const dark = mode ? mode === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  doc.documentElement.classList.toggle('dark', dark);
  doc.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
