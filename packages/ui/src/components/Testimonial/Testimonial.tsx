import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { Icon } from '../Icon';
import { StarRatingDisplay } from '../StarRating/StarRatingDisplay';

export interface TestimonialProps extends HTMLAttributes<HTMLElement> {
  /** Who said it, e.g. "Sarah M.". */
  name: string;
  /** Where they bought or sold, e.g. "Springfield, IL". */
  location?: string;
  /**
   * What they said, as plain text: it is never parsed as HTML. A blank line starts a new
   * paragraph.
   */
  text: string;
  /** Stars out of 5, read as "5 out of 5 stars". Leave out to show no rating. */
  rating?: number;
  /** `card` is a raised surface; `plain` sits on a section's own background. @default 'card' */
  variant?: 'card' | 'plain';
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  height: 100%;
  min-width: 0;
  margin: 0;
  color: ${vars.color.text.default};

  &[data-variant='card'] {
    padding: ${vars.space['6']};
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface.raised};
    box-shadow: ${vars.shadow.sm};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  color: ${vars.color.brand.accent};
`;

const Quote = styled.blockquote`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  flex: 1;
  margin: 0;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.relaxed};
  overflow-wrap: anywhere;
`;

const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  padding-top: ${vars.space['4']};
  border-top: 1px solid ${vars.color.border.default};
`;

const Name = styled.span`
  font-weight: ${vars.fontWeight.semibold};
`;

const Location = styled.span`
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.sm};
`;

/** A client's words with their name, place and star rating, as a figure with a block quote. */
export const Testimonial = forwardRef<HTMLElement, TestimonialProps>(function Testimonial(
  { name, location, text, rating, variant = 'card', ...rest },
  ref,
) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Figure ref={ref} data-variant={variant} {...rest}>
      <Top>
        {rating !== undefined ? <StarRatingDisplay value={rating} size="sm" /> : <span />}
        <Icon name="quote" size="1.75rem" />
      </Top>
      <Quote>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Quote>
      <Caption>
        <Name>{name}</Name>
        {location && <Location>{location}</Location>}
      </Caption>
    </Figure>
  );
});
