import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';

/**
 * A frame's navigation menu on small screens (SiteHeader, AdminFrame): a button that opens a
 * panel, closed again by a link chosen inside it, Escape (focus goes back to the button) and a
 * press outside the frame.
 */
export function useMenuDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<Root | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return {
    open,
    rootRef,
    /** Spread on the menu button. */
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    /**
     * Spread on the panel: one listener for every link in it, so a site's link component need not
     * pass `onClick` on.
     */
    panelProps: {
      id: panelId,
      'data-open': open || undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if ((event.target as Element).closest('a')) setOpen(false);
      },
    },
  };
}
