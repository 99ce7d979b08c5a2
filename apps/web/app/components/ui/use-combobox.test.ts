import { describe, expect, it } from 'vitest';
import {
  closedCombobox,
  comboboxStep,
  type ComboboxEvent,
  type ComboboxState,
  type ComboboxStep,
} from './use-combobox';

const open = (active = -1): ComboboxState => ({ open: true, active });
const key = (k: string): ComboboxEvent => ({ type: 'key', key: k });

describe('combobox state machine', () => {
  // [what, state before, event, options available, step expected]
  const cases: [string, ComboboxState, ComboboxEvent, number, ComboboxStep][] = [
    ['typing opens the list and forgets the active option', open(2), { type: 'input' }, 3, { state: open(-1) }],
    ['focus opens the list', closedCombobox, { type: 'focus' }, 0, { state: open(-1) }],
    ['blur closes it', open(1), { type: 'close' }, 3, { state: closedCombobox }],
    ['hover makes an option active', open(-1), { type: 'hover', index: 2 }, 3, { state: open(2) }],
    ['hover outside the options changes nothing', open(1), { type: 'hover', index: 3 }, 3, { state: open(1) }],
    [
      'hover on a closed list changes nothing',
      closedCombobox,
      { type: 'hover', index: 0 },
      3,
      { state: closedCombobox },
    ],

    ['ArrowDown without options: browser default', closedCombobox, key('ArrowDown'), 0, { state: closedCombobox }],
    [
      'ArrowDown on a closed list opens it on the first option',
      closedCombobox,
      key('ArrowDown'),
      3,
      { state: open(0), handled: true },
    ],
    [
      'ArrowUp on a closed list opens it on the last option',
      closedCombobox,
      key('ArrowUp'),
      3,
      { state: open(2), handled: true },
    ],
    [
      'ArrowDown with nothing active: the first option',
      open(-1),
      key('ArrowDown'),
      3,
      { state: open(0), handled: true },
    ],
    ['ArrowUp with nothing active: the last option', open(-1), key('ArrowUp'), 3, { state: open(2), handled: true }],
    ['ArrowDown moves down', open(0), key('ArrowDown'), 3, { state: open(1), handled: true }],
    ['ArrowDown wraps to the first', open(2), key('ArrowDown'), 3, { state: open(0), handled: true }],
    ['ArrowUp wraps to the last', open(0), key('ArrowUp'), 3, { state: open(2), handled: true }],
    [
      'an active index beyond fewer options starts again',
      open(5),
      key('ArrowDown'),
      3,
      { state: open(0), handled: true },
    ],

    [
      'Enter picks the active option and closes',
      open(1),
      key('Enter'),
      3,
      { state: closedCombobox, handled: true, pick: 1 },
    ],
    ['Enter with nothing active submits the form', open(-1), key('Enter'), 3, { state: open(-1) }],
    [
      'Enter on a closed list submits the form',
      { open: false, active: 1 },
      key('Enter'),
      3,
      { state: { open: false, active: 1 } },
    ],
    ['Enter with an empty list submits the form', open(0), key('Enter'), 0, { state: open(0) }],

    ['Escape closes an open list', open(1), key('Escape'), 3, { state: closedCombobox, handled: true }],
    [
      'Escape on a closed list asks to clear the text',
      closedCombobox,
      key('Escape'),
      3,
      { state: closedCombobox, clear: true },
    ],
    ['Escape with no options asks to clear the text', open(-1), key('Escape'), 0, { state: open(-1), clear: true }],
    ['Tab closes and lets focus move', open(1), key('Tab'), 3, { state: closedCombobox }],

    ['Home moves the caret and the visual focus back to the text', open(1), key('Home'), 3, { state: open(-1) }],
    ['End too', open(1), key('End'), 3, { state: open(-1) }],
    ['ArrowLeft too', open(1), key('ArrowLeft'), 3, { state: open(-1) }],
    ['Home with nothing active: just the caret', open(-1), key('Home'), 3, { state: open(-1) }],
    ['other keys change nothing', open(1), key('a'), 3, { state: open(1) }],
  ];

  it.each(cases)('%s', (_what, state, event, count, expected) => {
    expect(comboboxStep(state, event, count)).toEqual(expected);
  });
});
