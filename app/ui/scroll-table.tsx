/**
 * Lets a wide table scroll sideways inside the page on narrow screens (reflow at 320 px) instead
 * of widening the page. The region is focusable so keyboard users can scroll it too.
 */
import type { ReactNode } from "react";

export function ScrollTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="scroll-table" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
