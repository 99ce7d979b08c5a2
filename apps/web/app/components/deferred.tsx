import {
  startTransition,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';

/**
 * Parts whose code loads in a chunk of their own. The header's menus (language, theme, account, the
 * phone sheet) pull Radix menus, dialogs, tooltips and their positioning engine: about 35 kB gzip
 * that no first paint needs, and most of a page's server rendering time. The server draws each as
 * its closed trigger alone, a plain button (shell/chrome/stand-ins.tsx); the browser hydrates that
 * button, then puts the full control in its place once the control's chunk is there (`upgraded`).
 * Other deferred parts (a page's sections below the header too) render on the server as usual and
 * hydrate when their chunk arrives (`deferred`).
 *
 * A click before then would be lost, so `<html data-hydrated>` (what tests and tools wait for) is
 * set only once every deferred control on the page is in place: `whenShellInteractive`.
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
 * the browser when the chunk arrives; counted by `whenShellInteractive` until then. `onDemand`:
 * the browser fetches the chunk only when the component renders (a part few pages show).
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { onDemand = false }: { onDemand?: boolean } = {},
) {
  let Component: ComponentType<Props> | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () => (loading ??= load().then((c) => (Component = c)));
  // In the browser the chunk is fetched as soon as the shell's code runs, beside the page's own
  // modules but off their critical path: hydration does not wait for it, yet it is usually there
  // before React reaches the header, so the control hydrates with the page.
  if (typeof document !== 'undefined' && !onDemand) void start();

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
      // Gone before it was ready (a stand-in its full control replaced): nothing left to wait for.
      return () => {
        if (ready.current || !counted.current) return;
        counted.current = false;
        settle();
      };
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

/** Where a full control stands in for its stand-in: opened and focused as the stand-in was asked. */
export interface Upgrade {
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/** A stand-in spreads `trigger` on its button. */
export interface StandInProps {
  trigger: {
    ref: Ref<HTMLButtonElement>;
    onPointerDown(event: PointerEvent): void;
    onKeyDown(event: KeyboardEvent): void;
    onClick(): void;
  };
}

/** Set by the first upgrade's effect: from then on a new control renders in full at once. */
let pageHydrated = false;

/**
 * A menu drawn as its stand-in (a closed trigger without Radix) on the server and when the page
 * hydrates, replaced by the full control, in a transition, once its chunk is there. A press,
 * Enter, Space or ArrowDown on the stand-in (as Radix opens its menus) opens the control when it
 * arrives; a focused stand-in hands its focus on. Controls mounted after hydration render in full.
 */
export function upgraded<Props extends object>(
  load: () => Promise<ComponentType<Props & Upgrade>>,
  StandIn: ComponentType<Props & StandInProps>,
) {
  let Control: ComponentType<Props & Upgrade> | null = null;
  let loading: Promise<unknown> | null = null;
  const start = () => (loading ??= load().then((c) => (Control = c)));
  if (typeof document !== 'undefined') void start();

  function Upgrading(props: Props) {
    const [upgrade, setUpgrade] = useState<Upgrade | null>(() => (pageHydrated && Control ? {} : null));
    const button = useRef<HTMLButtonElement>(null);
    const wantsOpen = useRef(false);
    const counted = useRef(false);
    const place = useCallback(() => {
      setUpgrade({ defaultOpen: wantsOpen.current, autoFocus: document.activeElement === button.current });
    }, []);
    useEffect(() => {
      pageHydrated = true;
      if (upgrade || counted.current) return;
      counted.current = true;
      pending += 1;
      let mounted = true;
      void start().then(() => {
        if (mounted) startTransition(place);
      });
      return () => {
        mounted = false;
        if (counted.current) settle();
        counted.current = false;
      };
      // Once, after hydration: `upgrade` only ever goes from null to set.
    }, []);
    useEffect(() => {
      if (!upgrade || !counted.current) return;
      counted.current = false;
      settle();
    }, [upgrade]);

    if (upgrade && Control) return <Control {...props} {...upgrade} />;
    const open = () => {
      wantsOpen.current = true;
      if (Control) place();
    };
    const trigger: StandInProps['trigger'] = {
      ref: button,
      onPointerDown: (event) => {
        if (event.button === 0 && !event.ctrlKey) open();
      },
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          open();
        }
      },
      // Enter and Space on a button, and presses that were not pointer events.
      onClick: open,
    };
    return <StandIn {...props} trigger={trigger} />;
  }
  return Upgrading;
}
