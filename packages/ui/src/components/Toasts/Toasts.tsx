import { useEffect, useRef, type ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { cssTransition, toast, ToastContainer, type Id, type ToastOptions } from 'react-toastify/unstyled';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { Icon, type IconName } from '../Icon';

export type ToastTone = 'success' | 'error' | 'info';

const enter = keyframes`from { opacity: 0; transform: translateY(0.75rem); } to { opacity: 1; transform: none; }`;
const exit = keyframes`from { opacity: 1; } to { opacity: 0; transform: translateX(1rem); }`;

// react-toastify removes a toast when its exit animation ends, so both animations must exist.
const transition = cssTransition({ enter: 'as-toast-enter', exit: 'as-toast-exit', collapseDuration: 200 });

const Region = styled.div`
  .Toastify__toast-container {
    position: fixed;
    z-index: ${vars.zIndex.toast};
    inset-inline: ${vars.space['4']};
    bottom: ${vars.space['4']};
    display: flex;
    flex-direction: column;
    gap: ${vars.space['3']};
    pointer-events: none;
    ${media.up.sm} {
      inset-inline: auto ${vars.space['6']};
      bottom: ${vars.space['6']};
      width: 24rem;
    }
  }

  .Toastify__toast {
    position: relative;
    display: flex;
    align-items: flex-start;
    gap: ${vars.space['3']};
    padding: ${vars.space['4']};
    border: 1px solid ${vars.color.border.default};
    border-inline-start-width: 4px;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.default};
    box-shadow: ${vars.shadow.lg};
    pointer-events: auto;
  }
  .Toastify__toast--success {
    border-inline-start-color: ${vars.color.tone.success.text};
  }
  .Toastify__toast--error {
    border-inline-start-color: ${vars.color.tone.danger.text};
  }
  .Toastify__toast--info {
    border-inline-start-color: ${vars.color.tone.info.text};
  }

  .Toastify__toast > div:first-of-type {
    flex: 1;
    min-width: 0;
  }

  .Toastify__close-button {
    display: inline-flex;
    padding: ${vars.space['1']};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text.muted};
    cursor: pointer;
    &:hover {
      color: ${vars.color.text.default};
    }
    & svg {
      width: 1rem;
      height: 1rem;
      fill: currentColor;
    }
  }

  .Toastify__progress-bar--wrp {
    display: none;
  }

  .as-toast-enter {
    animation: ${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard} both;
  }
  .as-toast-exit {
    animation: ${exit} ${vars.motion.duration.fast} ${vars.motion.easing.standard} both;
  }
`;

const Body = styled.div`
  display: flex;
  gap: ${vars.space['3']};

  & > svg {
    margin-top: 0.125rem;
  }
  &[data-tone='success'] > svg {
    color: ${vars.color.tone.success.text};
  }
  &[data-tone='error'] > svg {
    color: ${vars.color.tone.danger.text};
  }
  &[data-tone='info'] > svg {
    color: ${vars.color.tone.info.text};
  }
`;

const Title = styled.p`
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
`;

const Description = styled.p`
  margin-top: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.muted};
`;

const ICON: Record<ToastTone, IconName> = { success: 'success', error: 'alert', info: 'info' };

export interface ToastMessageProps {
  /** The first line, in bold: "Success!", "Upload failed". */
  title: ReactNode;
  /** The sentence under the title. */
  description?: ReactNode;
  /** @default 'info' */
  tone?: ToastTone;
}

/** The content of a toast: an icon, a title and a description. */
export function ToastMessage({ title, description, tone = 'info' }: ToastMessageProps) {
  return (
    <Body data-tone={tone}>
      <Icon name={ICON[tone]} />
      <div>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </div>
    </Body>
  );
}

/** The warnings on screen: a confirmation closes them. */
const shownErrors = new Set<Id>();

/** Closes every toast. (Apart from `notify`, so the `Toaster` alone does not bundle the toasts.) */
function dismissAll() {
  shownErrors.clear();
  toast.dismiss();
}

function show(tone: ToastTone, title: ReactNode, description?: ReactNode, options?: ToastOptions) {
  // What the visitor fixed is no longer wrong: a confirmation closes the warnings before it.
  if (tone === 'success') {
    for (const id of shownErrors) toast.dismiss(id);
    shownErrors.clear();
  }
  const id = toast(<ToastMessage tone={tone} title={title} description={description} />, {
    // Errors interrupt a screen reader; confirmations wait their turn.
    role: tone === 'error' ? 'alert' : 'status',
    autoClose: tone === 'error' ? 8000 : 6000,
    // The same message again (a second press on a form still missing a field) is the toast already
    // on screen, not a second one stacked under it.
    toastId: typeof title === 'string' ? `${tone}:${title}` : undefined,
    ...options,
    type: tone,
  });
  if (tone === 'error') shownErrors.add(id);
  return id;
}

/**
 * Shows a toast. Render one `Toaster` per page; then call `notify.success("Success!", "...")`
 * from anywhere, e.g. after a form's `onSubmit` resolves. The same message twice shows once, and
 * a success closes the errors on screen.
 */
export const notify = {
  success: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('success', title, description, options),
  /** A destructive toast: the message says what went wrong and what to do. */
  error: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('error', title, description, options),
  info: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('info', title, description, options),
  dismissAll,
};

export interface ToasterProps {
  /**
   * Most toasts shown at once; older ones wait.
   * @default 3
   */
  limit?: number;
  /**
   * Toasts close when this changes: pass the page's path, so a toast never outlives the page it
   * answered.
   */
  clearOn?: string;
}

/**
 * The region where toasts appear, at the bottom of the screen (bottom right from `sm`). Toasts
 * are announced by screen readers, pause while hovered or focused, and close with their button.
 */
export function Toaster({ limit = 3, clearOn }: ToasterProps) {
  const shownOn = useRef(clearOn);
  useEffect(() => {
    if (clearOn === shownOn.current) return;
    shownOn.current = clearOn;
    dismissAll();
  }, [clearOn]);
  return (
    <Region>
      <ToastContainer
        position="bottom-right"
        transition={transition}
        hideProgressBar
        newestOnTop
        closeOnClick={false}
        pauseOnFocusLoss
        limit={limit}
        icon={false}
        aria-label="Notifications"
      />
    </Region>
  );
}
