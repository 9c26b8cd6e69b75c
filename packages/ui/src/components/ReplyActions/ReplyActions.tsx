import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';
import { ButtonLink } from '../Button';
import type { IconName } from '../Icon';

export const REPLY_ACTIONS_SIZES = ['compact', 'full'] as const;
export type ReplyActionsSize = (typeof REPLY_ACTIONS_SIZES)[number];

export interface ReplyActionsProps {
  /** Whom the replies go to; it names each link for screen readers ("Call Dana Whitfield"). */
  name: string;
  /** The `tel:` link. Without it there is no Call button (a person without a phone). */
  callHref?: string;
  /** The `sms:` link. Without it there is no Text button. */
  textHref?: string;
  /** The `mailto:` link, with its subject. Without it there is no Email button. */
  emailHref?: string;
  /**
   * `compact`: square icon buttons for a list row, with their word from `md`; `full`: the three
   * buttons side by side across the width, with their words, for the top of a page.
   * @default 'full'
   */
  size?: ReplyActionsSize;
  className?: string;
}

const Root = styled.div`
  display: flex;
  gap: ${vars.space['2']};

  &[data-size='full'] > a {
    flex: 1 1 0;
    min-width: 0;
    padding-inline: ${vars.space['3']};
  }
  ${media.up.sm} {
    &[data-size='full'] > a {
      flex: 0 0 auto;
      padding-inline: ${vars.space['5']};
    }
  }

  /* A thumb-sized square on phones; the word joins the icon where a row has room for it. */
  &[data-size='compact'] > a {
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: ${vars.space['2']};
  }
  &[data-size='compact'] [data-word] {
    display: none;
  }
  ${media.up.md} {
    &[data-size='compact'] > a {
      min-height: 2.25rem;
      padding-inline: ${vars.space['3']};
    }
    &[data-size='compact'] [data-word] {
      display: inline;
    }
  }
`;

const ACTIONS: ReadonlyArray<{ key: 'callHref' | 'textHref' | 'emailHref'; word: string; icon: IconName }> = [
  { key: 'callHref', word: 'Call', icon: 'phone' },
  { key: 'textHref', word: 'Text', icon: 'message' },
  { key: 'emailHref', word: 'Email', icon: 'mail' },
];

/**
 * One-tap replies to a person: Call, Text and Email as links the phone hands to its dialer,
 * messages and mail apps. A button shows only when its link is given, so a lead without a phone
 * has no Call or Text to tap in vain; with no link at all nothing is drawn.
 */
export const ReplyActions = forwardRef<HTMLDivElement, ReplyActionsProps>(function ReplyActions(
  { name, size = 'full', className, ...links },
  ref,
) {
  const shown = ACTIONS.filter((action) => links[action.key]);
  if (shown.length === 0) return null;
  return (
    <Root ref={ref} role="group" aria-label={`Reply to ${name}`} data-size={size} className={className}>
      {shown.map((action) => (
        <ButtonLink
          key={action.key}
          href={links[action.key] ?? ''}
          variant={action.key === 'callHref' ? 'primary' : 'secondary'}
          size={size === 'compact' ? 'sm' : 'md'}
          iconStart={action.icon}
          aria-label={`${action.word} ${name}`}
        >
          <span data-word="">{action.word}</span>
        </ButtonLink>
      ))}
    </Root>
  );
});
