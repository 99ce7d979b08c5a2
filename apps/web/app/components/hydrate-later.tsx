import { Suspense, type ReactNode } from 'react';

/**
 * A section the browser hydrates in its own pass, after the parts above it (decisions: "First
 * paint before scripts"). The server renders it in full as usual; React hydrates a dehydrated
 * Suspense boundary at low priority, in short slices and a commit of its own, so the phone's main
 * thread is never held by one long hydration task. Nothing inside ever suspends: there is no
 * fallback to show.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
