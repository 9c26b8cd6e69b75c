import { createElement, forwardRef, type SVGAttributes } from 'react';
import { styled } from 'styled-components';
import { ICONS, type IconName } from './icons';

export type { IconName };
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** Which shape to draw. */
  name: IconName;
  /**
   * What the icon means, for screen readers. Leave it out when text beside the icon says the
   * same thing: the icon is then hidden from assistive technology.
   */
  label?: string;
  /**
   * Width and height, in CSS units; the icon scales with the text by default.
   * @default '1.25em'
   */
  size?: string;
  className?: string;
}

const Svg = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
`;

/** A self-hosted line icon drawn with `currentColor`, so it takes the colour of its text. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, label, size = '1.25em', ...rest },
  ref,
) {
  return (
    <Svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {ICONS[name].map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </Svg>
  );
});
