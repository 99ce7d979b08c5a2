/**
 * Shared `Intl` formatters, one per locale and options (`@biclou/domain/formats`, also the API's):
 * building one costs far more than using it, and a listing page formats ~100 dates and prices;
 * creating a formatter for each took ~40 ms of the phone's main thread while hydrating.
 */
export { dateTimeFormat, displayNames, numberFormat, pluralRules, relativeTimeFormat } from '@biclou/domain/formats';
