import { Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useUser } from '../session-context';

/**
 * The header's menus (language, theme, account, the phone sheet) pull Radix menus, dialogs,
 * tooltips and their positioning engine: about 35 kB gzip that no first paint needs. They load
 * in their own chunks. The server renders them as usual (same HTML, same accessible names); in
 * the browser React hydrates them when their chunk arrives (fetched beside the page's code).
 *
 * Until then a click on them would be lost, so `<html data-hydrated>` (what tests and tools wait
 * for) is set only once every deferred control on the page is hydrated: `whenShellInteractive`.
 */
let pending = 0;
const waiters: (() => void)[] = [];
function settle() {
  pending -= 1;
  if (pending === 0) for (const waiter of waiters.splice(0)) waiter();
}
/** Calls `callback` once every deferred shell control rendered so far is hydrated. */
export function whenShellInteractive(callback: () => void) {
  if (pending === 0) callback();
  else waiters.push(callback);
}

type Ready = { onReady(): void };

/**
 * A component whose code loads in its own chunk, rendered on the server as usual and hydrated in
 * the browser when the chunk arrives; counted by `whenShellInteractive` until then.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let Component: ComponentType<Props> | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () => (loading ??= load().then((c) => (Component = c)));
  // In the browser the chunk is fetched as soon as the shell's code runs, beside the page's own
  // modules but off their critical path: hydration does not wait for it, yet it is usually there
  // before React reaches the header, so the control hydrates with the page.
  if (typeof document !== 'undefined') void start();

  /** Renders the control, or suspends (server or client) until its chunk is there. */
  function Loaded({ onReady, ...props }: Props & Ready) {
    useEffect(onReady, [onReady]);
    if (!Component) use(start());
    const Control = Component!;
    return <Control {...(props as unknown as Props)} />;
  }

  function Deferred(props: Props) {
    const ready = useRef(false);
    const counted = useRef(false);
    // The inner control mounts in the same commit (chunk already there) or later (hydrated when it arrives).
    useEffect(() => {
      if (ready.current || counted.current) return;
      counted.current = true;
      pending += 1;
    }, []);
    const onReady = useCallback(() => {
      if (ready.current) return;
      ready.current = true;
      if (counted.current) settle();
    }, []);
    const implProps = { ...props, onReady } as Props & Ready;
    return (
      <Suspense fallback={null}>
        <Loaded {...implProps} />
      </Suspense>
    );
  }
  return Deferred;
}

export const ThemeSwitcher = deferred(() => import('./theme-switcher').then((m) => m.ThemeSwitcher));
export const LanguageSwitcher = deferred(() => import('./language-switcher').then((m) => m.LanguageSwitcher));
export const AccountMenu = deferred(() => import('./account-menu').then((m) => m.AccountMenu));
export const MobileMenu = deferred(() => import('./mobile-menu').then((m) => m.MobileMenu));
export const NotificationBell = deferred(() =>
  import('../../features/notifications/notification-bell').then((m) => m.NotificationBell),
);

/**
 * The signed-in member's live counts (notifications, chat socket, tab title): their code loads in
 * the browser once a member is signed in, never for a visitor. They render nothing, so they mount
 * after hydration; once loaded they stay mounted and handle a sign-out themselves.
 */
export function MemberSync() {
  const signedIn = useUser() !== null;
  const [Sync, setSync] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!signedIn || Sync) return;
    let cancelled = false;
    void import('./member-sync').then((m) => {
      if (!cancelled) setSync(() => m.MemberSync);
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, Sync]);
  return Sync ? <Sync /> : null;
}
