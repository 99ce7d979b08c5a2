import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface ForbiddenValue {
  forbidden: boolean;
  /** An API call answered 403: the page is replaced by the forbidden page (spec §8). */
  showForbidden(): void;
}

const ForbiddenContext = createContext<ForbiddenValue | null>(null);

export function ForbiddenProvider({ children }: { children: ReactNode }) {
  const [forbidden, setForbidden] = useState(false);
  const { pathname } = useLocation();
  // Leaving the page leaves its forbidden state behind.
  useEffect(() => setForbidden(false), [pathname]);
  const showForbidden = useCallback(() => setForbidden(true), []);
  const value = useMemo(() => ({ forbidden, showForbidden }), [forbidden, showForbidden]);
  return <ForbiddenContext.Provider value={value}>{children}</ForbiddenContext.Provider>;
}

export function useForbidden(): ForbiddenValue {
  const value = useContext(ForbiddenContext);
  if (!value) throw new Error('useForbidden outside ForbiddenProvider');
  return value;
}
