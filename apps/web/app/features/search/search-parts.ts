/** What search-deferred.tsx loads, in one chunk. */
export { Alert } from '../../components/ui/alert';
export { PlaceAutocomplete } from '../../components/place-autocomplete';
export { SearchMap } from '../maps/search-map';
export { SearchEmpty } from './search-empty';
export { SearchFilters } from './search-filters';
export { SearchPagination } from './search-pagination';
export { FavouriteHeart } from '../../context/favourites/favourite-heart';
