import type { Me } from '@biclou/contracts/account';
import type { SettingsResponse } from '@biclou/contracts/settings';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface SessionValue {
  /** The signed-in user, or null. "Logged in" is known from GET /user, never from the HttpOnly cookie. */
  user: Me | null;
  setUser(user: Me | null): void;
  /** Booking settings loaded at startup (GET /settings). */
  settings: SettingsResponse | null;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({
  user: loadedUser,
  settings,
  children,
}: {
  user: Me | null;
  settings: SettingsResponse | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(loadedUser);
  // A revalidated root loader is the newest truth about the session.
  useEffect(() => setUser(loadedUser), [loadedUser]);
  const value = useMemo(() => ({ user, setUser, settings }), [user, settings]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

export function useUser(): Me | null {
  return useSession().user;
}
