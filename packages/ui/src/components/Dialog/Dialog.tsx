import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Icon } from '../Icon';
import { Heading } from '../Typography';
import { Body, CloseButton, Description, Header, StyledDialog } from './Dialog.styles';

export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

export interface DialogProps {
  /**
   * Whether the dialog is shown. The dialog never closes itself: the close button, Escape and a
   * click on the backdrop call `onClose`, and the dialog closes when `open` turns false.
   */
  open: boolean;
  /** Called when the visitor asks to close the dialog; set `open` to false here. */
  onClose: () => void;
  /** The heading at the top; it is also the dialog's accessible name. */
  title: ReactNode;
  /** A short text under the title, read by screen readers when the dialog opens. */
  description?: ReactNode;
  /** The content: text, a form. It scrolls inside the dialog when it is taller than the screen. */
  children: ReactNode;
  /**
   * The widest the dialog gets from the `sm` breakpoint up (about 26, 36 or 48rem); on phones it
   * fills the screen but for a small margin.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** The accessible name of the close button in the corner. @default 'Close' */
  closeLabel?: string;
  className?: string;
}

const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  FIELD,
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

const isShown = (element: Element) => element.getClientRects().length > 0;

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && isShown(element),
  );
}

/** The element to focus on open: one marked `data-autofocus`, else the first field in the tab order. */
function initialFocusTarget(root: HTMLElement): HTMLElement | undefined {
  const marked = root.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  return Array.from(root.querySelectorAll<HTMLElement>(FIELD)).find(
    (element) => element.tabIndex >= 0 && isShown(element),
  );
}

/** A click on `::backdrop` targets the dialog itself, outside the dialog's box. */
function isOnBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A modal dialog on the native `<dialog>` element: the page behind is inert, the dialog is named
 * by its title and described by its description. It opens with focus on its first field (or its
 * close button), keeps Tab inside, closes on Escape, the close button or a click on the backdrop,
 * and gives focus back to whatever had it before opening.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  closeLabel = 'Close',
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocusTarget(dialog) ?? closeRef.current)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers differ in where focus lands after close(): put it back explicitly.
      if (previous && previous !== document.body && previous.isConnected) previous.focus();
    };
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A nested dialog or a widget inside (a listbox, say) handled the key already.
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      // Cancelling the keydown stops the browser's own close request: `open` stays the truth.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const items = tabbables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // Other close requests (a phone's back gesture): ask the owner instead of closing.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The browser may still close the element itself (a repeated close request without user
  // activation cannot be cancelled, a form with method="dialog"): tell the owner so `open` follows.
  const handleNativeClose = () => {
    if (open && !dialogRef.current?.open) onClose();
  };

  return (
    <StyledDialog
      ref={dialogRef}
      className={className}
      data-size={size}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onPointerDown={(event) => {
        pressedBackdrop.current = isOnBackdrop(event);
      }}
      onClick={(event) => {
        // Both press and release on the backdrop: a text selection dragged out of the panel stays open.
        if (pressedBackdrop.current && isOnBackdrop(event)) onClose();
        pressedBackdrop.current = false;
      }}
    >
      <Header>
        <Heading level={2} size="md" id={titleId}>
          {title}
        </Heading>
        <CloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </CloseButton>
      </Header>
      {description && <Description id={descriptionId}>{description}</Description>}
      <Body>{children}</Body>
    </StyledDialog>
  );
}
