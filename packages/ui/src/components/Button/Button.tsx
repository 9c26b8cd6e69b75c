import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { LinkComponent } from '../../internal/link';
import { Icon, type IconName } from '../Icon';
import { StyledButton, StyledLink } from './Button.styles';

export const BUTTON_VARIANTS = ['primary', 'accent', 'secondary', 'ghost', 'inverse'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

interface CommonProps {
  /**
   * Emphasis: `primary` for the main action, `accent` for a warm highlight, `secondary` for an
   * outlined alternative, `ghost` for low emphasis, `inverse` on dark surfaces.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** An icon before the label. */
  iconStart?: IconName;
  /** An icon after the label. */
  iconEnd?: IconName;
  className?: string;
  children: ReactNode;
}

export interface ButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * Shows a spinner, disables the button and announces it as busy. Forms pass their
   * submitting state here.
   * @default false
   */
  loading?: boolean;
  /** The label while `loading`, e.g. "Sending...". Defaults to the normal label. */
  loadingText?: string;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/** A button for actions. For navigation use `ButtonLink`, which looks the same. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    iconStart,
    iconEnd,
    loading = false,
    loadingText,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-state={loading ? 'loading' : undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Icon name="spinner" data-spinner="" /> : iconStart && <Icon name={iconStart} />}
      {loading && loadingText ? loadingText : children}
      {!loading && iconEnd && <Icon name={iconEnd} />}
    </StyledButton>
  );
});

export interface ButtonLinkProps
  extends CommonProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** Where the link goes: an in-site path, a hash, or a full URL. */
  href: string;
  /**
   * The component that renders in-site links, e.g. a router adapter. Defaults to the one from
   * `LinkProvider`, then a plain anchor.
   */
  linkComponent?: LinkComponent;
}

/**
 * A link that looks like a button: in-site paths go through the site's link component, so
 * client-side routing works; external, `tel:`, `mailto:` and `#` links render a plain anchor.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, iconStart, iconEnd, children, ...rest },
  ref,
) {
  return (
    <StyledLink
      ref={ref}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...rest}
    >
      {iconStart && <Icon name={iconStart} />}
      {children}
      {iconEnd && <Icon name={iconEnd} />}
    </StyledLink>
  );
});
