import { createRef, type MouseEvent, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { renderSlot, Slot } from './slot';

/** The button's `asChild` renders its child with the button's props, without Radix. */
describe('Slot', () => {
  it('renders the child element with the button classes, both class lists kept', () => {
    const html = renderToStaticMarkup(
      <Button asChild size="lg" variant="outline" data-testid="go">
        <a href="/search" className="mine">
          Search
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/search" class="[^"]*h-12[^"]*border[^"]* mine" data-testid="go">Search<\/a>$/);
  });

  it("lets the child's props win, merges styles and calls both handlers, the child's first", () => {
    const calls: string[] = [];
    const slotClick = vi.fn(() => calls.push('slot'));
    const childClick = vi.fn(() => calls.push('child'));
    const element = renderSlot(
      {
        id: 'slot',
        title: 'slot',
        style: { color: 'red', margin: 0 },
        onClick: slotClick,
        children: <a title="child" style={{ color: 'blue' }} onClick={childClick} />,
      },
      null,
    ) as ReactElement<Record<string, unknown>>;
    expect(element.props.id).toBe('slot');
    expect(element.props.title).toBe('child');
    expect(element.props.style).toEqual({ color: 'blue', margin: 0 });
    (element.props.onClick as (e: MouseEvent) => void)({} as MouseEvent);
    expect(calls).toEqual(['child', 'slot']);
  });

  it('hands the node to its own ref and to the child ref', () => {
    const outer = createRef<HTMLElement>();
    const inner = createRef<HTMLAnchorElement>();
    const element = renderSlot({ children: <a ref={inner} /> }, outer) as ReactElement<{
      ref: (node: HTMLElement | null) => void;
    }>;
    const node = {} as HTMLAnchorElement;
    element.props.ref(node);
    expect(outer.current).toBe(node);
    expect(inner.current).toBe(node);
  });

  it('renders nothing without an element child', () => {
    expect(renderToStaticMarkup(<Slot>text</Slot>)).toBe('');
  });
});
