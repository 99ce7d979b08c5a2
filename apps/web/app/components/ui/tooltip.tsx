import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/constants';

const InProvider = createContext(false);

/**
 * Spec §9: open delay 700 ms, skip delay 300 ms, for every tooltip of the site. Wrap a group of
 * tooltips (a toolbar, a grid) so the skip delay spans them; a lone tooltip brings its own. Not
 * in the app's providers: Radix's tooltip would then weigh on every page's first download.
 */
function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <InProvider.Provider value={true}>{children}</InProvider.Provider>
    </RadixTooltip.Provider>
  );
}

export function Tooltip(props: {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  const inProvider = useContext(InProvider);
  return inProvider ? (
    <TooltipRoot {...props} />
  ) : (
    <TooltipProvider>
      <TooltipRoot {...props} />
    </TooltipProvider>
  );
}

function TooltipRoot({
  content,
  children,
  side = 'bottom',
}: {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className="z-50 animate-fade-in rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-white dark:text-neutral-900"
        >
          {content}
          <RadixTooltip.Arrow className="fill-neutral-900 dark:fill-white" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
