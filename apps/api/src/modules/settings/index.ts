// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { createSettingsCache } from './get-public-settings';
export { getBookingSettings } from './repository';
