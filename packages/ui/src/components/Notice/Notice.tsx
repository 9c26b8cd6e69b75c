import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Icon, type IconName } from '../Icon';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** `danger` is the destructive notice (e.g. "Consent Required"). @default 'info' */
  tone?: NoticeTone;
  /** A short bold first line. */
  title?: ReactNode;
  children?: ReactNode;
}

const ICON: Record<NoticeTone, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'alert',
  danger: 'alert',
};

const StyledNotice = styled.div`
  display: flex;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  border: 1px solid;
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  ${(['info', 'success', 'warning', 'danger'] as const)
    .map(
      (tone) => `&[data-tone='${tone}'] {
    background: ${vars.color.tone[tone].surface};
    border-color: ${vars.color.tone[tone].border};
    color: ${vars.color.tone[tone].text};
  }`,
    )
    .join('\n')}

  & > svg {
    margin-top: 0.0625rem;
  }
  & strong {
    display: block;
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/**
 * An inline message inside a form or section. Danger and warning notices are alerts (read out at
 * once); info and success are polite status messages.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone = 'info', title, children, ...rest },
  ref,
) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <StyledNotice ref={ref} data-tone={tone} role={urgent ? 'alert' : 'status'} {...rest}>
      <Icon name={ICON[tone]} />
      <div>
        {title && <strong>{title}</strong>}
        {children != null && <div>{children}</div>}
      </div>
    </StyledNotice>
  );
});
