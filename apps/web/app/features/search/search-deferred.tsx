import { deferred } from '../../components/deferred';

/**
 * The search page's controls around the results (decisions "Lighter pages"): the place field and
 * its suggestions, the notices, the filters, the empty state, the pagination and the map's frame. The server
 * renders them as before (the cards' favourite hearts too); the browser fetches their one chunk as soon as the page's code runs and
 * React hydrates them when it arrives (the results and the heading hydrate with the page).
 */
const parts = () => import('./search-parts');

/** The notices and the error above the results (rare). */
export const Alert = deferred(() => parts().then((m) => m.Alert));
export const PlaceAutocomplete = deferred(() => parts().then((m) => m.PlaceAutocomplete));
export const SearchMap = deferred(() => parts().then((m) => m.SearchMap));
export const SearchEmpty = deferred(() => parts().then((m) => m.SearchEmpty));
export const SearchFilters = deferred(() => parts().then((m) => m.SearchFilters));
export const SearchPagination = deferred(() => parts().then((m) => m.SearchPagination));
/** The hearts on the cards: drawn empty by the server, the store and the tap come with the chunk. */
export const FavouriteHeart = deferred(() => parts().then((m) => m.FavouriteHeart));
