import { settingsNumbers, type SettingsNumbers } from '../lib/settings-numbers';
import { useRootData } from './use-root-data';

/** The numbers a page's sentences name, from the booking settings the root loader read. */
export function useSettingsNumbers(): SettingsNumbers {
  return settingsNumbers(useRootData()?.settings);
}
