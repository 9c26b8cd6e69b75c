import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const Media = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  background: ${vars.color.surface.sunken};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* While the mirrored copy is requested, hide the broken-image icon; the alt text stays readable. */
  &[data-image-state='resolving'] > img,
  &[data-image-state='failed'] > img {
    opacity: 0;
  }
`;

export const BadgeSlot = styled.div`
  position: absolute;
  inset-block-start: ${vars.space['3']};
  inset-inline-start: ${vars.space['3']};
`;

/**
 * The heading comes first in the source, so screen reader users who jump between headings land on
 * the title and then hear the price; `order` shows the price above it.
 */
export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space['2']};
  padding: ${vars.space['5']};

  & > [data-price] {
    order: -1;
  }
`;

export const AddressLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.muted};

  & > svg {
    margin-top: 0.125rem;
  }
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: ${vars.space['1']} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text.default};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
  }
  & svg {
    color: ${vars.color.text.muted};
  }
`;

/** The next open house: a tinted line the eye finds between the facts and the description. */
export const OpenHouseLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  align-self: flex-start;
  margin: ${vars.space['1']} 0 0;
  padding: ${vars.space['1']} ${vars.space['3']};
  border: 1px solid ${vars.color.tone.accent.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.tone.accent.surface};
  color: ${vars.color.tone.accent.text};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  & strong {
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.muted};
`;

/** The listing office's credit on another office's listing: small, but as legible as the address. */
export const Courtesy = styled.p`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.text.muted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  margin-top: auto;
  padding-top: ${vars.space['3']};

  & > * {
    flex: 1 1 9rem;
  }
`;
