import { useEffect, useId, useRef, useState, type MouseEvent, type ToggleEvent } from 'react';

/**
 * A frame's navigation menu on small screens (SiteHeader, AdminFrame): a button that opens a
 * panel. The panel is a popover (`popover="auto"`) and the button its `popovertarget`, so the
 * browser itself opens and closes it: before the app's code has arrived and with JavaScript off,
 * Escape and a press outside close it, and focus goes back to the button. The app follows its
 * state (the button's `aria-expanded`, its icon) and closes it when a link inside is chosen.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // A press before the app's code arrived opened the menu already: start from what the page shows.
  useEffect(() => {
    if (panelRef.current?.matches(':popover-open')) setOpen(true);
  }, []);

  return {
    open,
    /** Spread on the menu button. */
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      popoverTarget: panelId,
    },
    /**
     * Spread on the panel: one listener for every link in it, so a site's link component need not
     * pass `onClick` on.
     */
    panelProps: {
      id: panelId,
      ref: panelRef,
      popover: 'auto' as const,
      'data-open': open || undefined,
      onToggle: (event: ToggleEvent<HTMLElement>) => setOpen(event.newState === 'open'),
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (!(event.target as Element).closest('a')) return;
        // The toggle event follows as a task; the button says it at once.
        setOpen(false);
        event.currentTarget.hidePopover();
      },
    },
  };
}
