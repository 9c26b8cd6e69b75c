import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { cardPriceText, detailPriceText, type ListingSummary } from '../../rules/listing';
import { vars } from '../../theme/vars';

export const PRICE_TEXT_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type PriceTextSize = (typeof PRICE_TEXT_SIZES)[number];

export interface PriceTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The fields the price text depends on. */
  listing: Pick<ListingSummary, 'status' | 'price' | 'closedPrice'>;
  /**
   * `card` says "$389,900", "Pending" or "Closed at …"; `detail` says "Listed at …" (spec §4).
   * @default 'card'
   */
  context?: 'card' | 'detail';
  /** @default 'lg' */
  size?: PriceTextSize;
  /** @default 'p' */
  as?: 'p' | 'span' | 'div';
}

const StyledPrice = styled.p`
  font-family: ${vars.font.heading};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.brand.primary};
  font-variant-numeric: tabular-nums;

  &[data-size='sm'] {
    font-size: ${vars.fontSize.md};
  }
  &[data-size='md'] {
    font-size: ${vars.fontSize.lg};
  }
  &[data-size='lg'] {
    font-size: ${vars.fontSize['2xl']};
  }
  &[data-size='xl'] {
    font-size: ${vars.fontSize['3xl']};
  }
`;

/** The price line of a listing, worded by its status: the one place cards and detail pages get it. */
export const PriceText = forwardRef<HTMLElement, PriceTextProps>(function PriceText(
  { listing, context = 'card', size = 'lg', as = 'p', ...rest },
  ref,
) {
  const text = context === 'detail' ? detailPriceText(listing) : cardPriceText(listing);
  return (
    <StyledPrice ref={ref as never} as={as} data-size={size} data-context={context} {...rest}>
      {text}
    </StyledPrice>
  );
});
