import { pageNotFound } from '../routing/route-errors';

/** Catch-all: any unknown path is 404 'Page not found' (spec §8). */
export function loader(): never {
  throw pageNotFound();
}

export default function NotFound() {
  return null;
}
