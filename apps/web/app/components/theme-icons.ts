import { Monitor, Moon, Sun } from 'lucide-react';
import type { ThemePreference } from '../lib/theme/theme';

/** Each theme preference's icon (the theme menu, the account's preferences). */
export const THEME_ICONS: Record<ThemePreference, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };
