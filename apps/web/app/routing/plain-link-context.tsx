import { createContext, useCallback, useContext, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';
import { followPlainLink } from './plain-link';

export type PlainLinkClick = (event: MouseEvent<HTMLAnchorElement>) => void;

/** Exported for tests, which provide their own navigate. */
export const PlainLinkContext = createContext<PlainLinkClick | null>(null);

/**
 * One click handler shared by every plain link (decisions "Plain links"), in place of the hooks
 * React Router's `Link` runs per link: it reads the router's navigate and location when clicked.
 * React delegates the clicks to the root, so a plain link costs its element and one prop.
 */
export function PlainLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  const latest = useRef({ navigate, here });
  useEffect(() => {
    latest.current = { navigate, here };
  }, [navigate, here]);
  const onClick = useCallback<PlainLinkClick>((event) => {
    followPlainLink(event, latest.current.navigate, latest.current.here);
  }, []);
  return <PlainLinkContext.Provider value={onClick}>{children}</PlainLinkContext.Provider>;
}

/** The shared handler, or null outside the provider (links then use React Router's `Link`). */
export function usePlainLinkClick(): PlainLinkClick | null {
  return useContext(PlainLinkContext);
}
