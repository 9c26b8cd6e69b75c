import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import type { LinkComponent } from '../../internal/link';
import { ButtonLink, type ButtonVariant } from '../Button';
import type { IconName } from '../Icon';
import { Picture, type PictureImage } from '../Picture';
import { Heading, type HeadingLevel } from '../Typography';
import { Actions, Content, Description, Eyebrow, HeroRoot, Inner, Media } from './Hero.styles';

/** A call to action in the hero, rendered as a `ButtonLink`. */
export interface HeroAction {
  /** An in-site path, a `#` anchor, `tel:` or a full URL. */
  href: string;
  label: string;
  /** Defaults to `accent` for the first action and `inverse` for the second. */
  variant?: ButtonVariant;
  /** An icon after the label, e.g. `arrowRight`. */
  iconEnd?: IconName;
}

/**
 * The hero's background photo: a file, or modern formats at several widths (`sources`), with a
 * tall crop for phones if it has one (a source with `media`). Drawn at the full width unless
 * `sizes` says otherwise.
 */
export type HeroImage = PictureImage;

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A short line above the title, e.g. "Denver Metro Real Estate". */
  eyebrow?: ReactNode;
  /** The page's main title. */
  title: ReactNode;
  /** The title's level: the hero opens the page, so it is the h1 unless the page has one. @default 1 */
  headingLevel?: HeadingLevel;
  /** A paragraph under the title. */
  description?: ReactNode;
  /** Up to two calls to action; any more are ignored. @default [] */
  actions?: HeroAction[];
  /**
   * A background photo, loaded eagerly with high fetch priority because it is usually the largest
   * thing on the first screen (never lazily); a dim layer keeps the text readable. With `sources`
   * the browser takes AVIF or WebP at the width it needs, and a phone its own crop. Without one
   * the hero has the brand's dark background.
   */
  image?: HeroImage;
  /** @default 'start' */
  align?: 'start' | 'center';
  /** `page` is the tall hero of a landing page; `compact` opens an inner page. @default 'page' */
  size?: 'page' | 'compact';
  /**
   * The component that renders in-site links, e.g. a router adapter. Defaults to the one from
   * `LinkProvider`, then a plain anchor.
   */
  linkComponent?: LinkComponent;
  /** Extra content under the actions, e.g. a search form. */
  children?: ReactNode;
}

const DEFAULT_VARIANTS: readonly ButtonVariant[] = ['accent', 'inverse'];

/** The banner that opens a page: eyebrow, title, introduction and up to two calls to action. */
export const Hero = forwardRef<HTMLElement, HeroProps>(function Hero(
  {
    eyebrow,
    title,
    headingLevel = 1,
    description,
    actions = [],
    image,
    align = 'start',
    size = 'page',
    linkComponent,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  return (
    <HeroRoot
      ref={ref}
      aria-labelledby={titleId}
      data-size={size}
      data-align={align}
      data-has-image={image ? '' : undefined}
      {...rest}
    >
      {image && (
        <Media>
          <Picture image={image} sizes={image.sizes ?? '100vw'} loading="eager" fetchPriority="high" />
        </Media>
      )}
      <Content>
        <Inner>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading
            id={titleId}
            level={headingLevel}
            size={size === 'page' ? 'display' : 'xl'}
            tone="inverse"
            align={align}
          >
            {title}
          </Heading>
          {description && <Description>{description}</Description>}
          {actions.length > 0 && (
            <Actions>
              {actions.slice(0, 2).map((action, index) => (
                <ButtonLink
                  key={`${index}-${action.href}`}
                  href={action.href}
                  linkComponent={linkComponent}
                  variant={action.variant ?? DEFAULT_VARIANTS[index]}
                  size="lg"
                  iconEnd={action.iconEnd}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </Actions>
          )}
          {children}
        </Inner>
      </Content>
    </HeroRoot>
  );
});
