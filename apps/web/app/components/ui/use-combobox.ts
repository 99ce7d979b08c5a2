import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * The behaviour of an editable combobox with a listbox popup (WAI-ARIA APG "combobox with list
 * autocomplete"): DOM focus stays on the input, the active option is shown by
 * aria-activedescendant, the component brings its own fetch, option rendering and styles.
 */
export interface ComboboxState {
  open: boolean;
  /** Index of the active option (visual focus), -1 for none (focus on the text). */
  active: number;
}

export type ComboboxEvent =
  { type: 'input' | 'focus' | 'close' } | { type: 'hover'; index: number } | { type: 'key'; key: string };

export interface ComboboxStep {
  state: ComboboxState;
  /** The key did something: the browser's default action must not happen. */
  handled?: boolean;
  /** Index of the option picked (Enter on the active option). */
  pick?: number;
  /** Escape with the list closed: the component may clear the text. */
  clear?: boolean;
}

export const closedCombobox: ComboboxState = { open: false, active: -1 };

/** The pure state machine: what an event does with `count` options available. */
export function comboboxStep(state: ComboboxState, event: ComboboxEvent, count: number): ComboboxStep {
  const expanded = state.open && count > 0;
  const active = expanded && state.active < count ? state.active : -1;
  switch (event.type) {
    case 'input':
      return { state: { open: true, active: -1 } };
    case 'focus':
      return { state: { open: true, active } };
    case 'close':
      return { state: closedCombobox };
    case 'hover':
      return {
        state: expanded && event.index >= 0 && event.index < count ? { open: true, active: event.index } : state,
      };
    case 'key':
      return keyStep(state, event.key, count, expanded, active);
  }
}

function keyStep(state: ComboboxState, key: string, count: number, expanded: boolean, active: number): ComboboxStep {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (count === 0) return { state };
      const down = key === 'ArrowDown';
      // Closed, or nothing active yet: the first option going down, the last going up; then around.
      const next = active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : -1) + count) % count;
      return { state: { open: true, active: next }, handled: true };
    }
    case 'Enter':
      return active >= 0 ? { state: closedCombobox, handled: true, pick: active } : { state };
    case 'Escape':
      return expanded ? { state: closedCombobox, handled: true } : { state, clear: true };
    case 'Tab':
      return { state: closedCombobox };
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      // The caret moves in the text (browser default); visual focus goes back to the text.
      return { state: active >= 0 ? { open: state.open, active: -1 } : state };
    default:
      return { state };
  }
}

interface UseComboboxOptions<T> {
  /** Base of the ids of the listbox (`${id}-list`) and options (`${id}-opt-${i}`); default useId(). */
  id?: string;
  /** An option was picked (Enter or click); the list is then closed and emptied. */
  onPick(option: T): void;
  /** Escape with the list closed: clear the text; return whether there was anything to clear. */
  onClear?(): boolean;
}

/**
 * Keyboard, mouse and ARIA wiring of a combobox. Spread `inputProps` on the input (and call
 * `onInput()` from its onChange), `listboxProps` on the list and `optionProps(i)` on each option;
 * give the fetched suggestions to `setOptions` (stable, safe in effects).
 */
export function useCombobox<T>({ id, onPick, onClear }: UseComboboxOptions<T>) {
  const generatedId = useId();
  const base = id ?? generatedId;
  const listId = `${base}-list`;
  const optionId = (index: number) => `${base}-opt-${index}`;
  const [options, setOptionsState] = useState<readonly T[]>([]);
  const [state, setState] = useState<ComboboxState>(closedCombobox);
  const expanded = state.open && options.length > 0;
  const active = expanded && state.active < options.length ? state.active : -1;

  const setOptions = useCallback((next: readonly T[]) => {
    setOptionsState((prev) => (prev.length === 0 && next.length === 0 ? prev : next));
    setState((s) => (s.active === -1 ? s : { open: s.open, active: -1 }));
  }, []);

  // A press elsewhere (a mouse button, or a tap: its mouse events come after the touch) blurs the
  // input before its click. Closing the list right then moves what follows it (on phones the list
  // takes room in the page), and the click lands beside the button pressed: the list closes once
  // that click is over instead.
  const pressing = useRef(false);
  useEffect(() => {
    const onPress = () => {
      pressing.current = true;
      setTimeout(() => {
        pressing.current = false;
      }, 0);
    };
    document.addEventListener('mousedown', onPress, true);
    return () => document.removeEventListener('mousedown', onPress, true);
  }, []);

  function apply(event: ComboboxEvent): ComboboxStep {
    const step = comboboxStep(state, event, options.length);
    if (step.state.open !== state.open || step.state.active !== state.active) setState(step.state);
    return step;
  }

  function pick(index: number) {
    const option = options[index];
    setState(closedCombobox);
    setOptions([]);
    if (option !== undefined) onPick(option);
  }

  return {
    options,
    setOptions,
    expanded,
    active,
    /** Call from the input's onChange: the text changed, the list opens for its suggestions. */
    onInput: () => void apply({ type: 'input' }),
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      onFocus: () => void apply({ type: 'focus' }),
      onBlur: () => {
        if (!pressing.current) return void apply({ type: 'close' });
        document.addEventListener('click', () => setState(closedCombobox), { once: true });
      },
      onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
        // Enter or arrows confirming an IME composition are not for the list.
        if (event.nativeEvent.isComposing) return;
        const step = apply({ type: 'key', key: event.key });
        let handled = step.handled ?? false;
        if (step.pick !== undefined) pick(step.pick);
        if (step.clear && onClear?.()) handled = true;
        if (handled) event.preventDefault();
      },
    },
    listboxProps: { id: listId, role: 'listbox' as const, hidden: !expanded },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      // Keeps focus on the input (no blur closing the list before the click).
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => pick(index),
      onMouseMove: () => void apply({ type: 'hover', index }),
    }),
  };
}
