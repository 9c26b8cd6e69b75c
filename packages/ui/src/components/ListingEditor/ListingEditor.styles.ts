import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/** One group of the listing's fields, named by its legend. */
export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space['4']};
    padding: 0;
    font-family: ${vars.font.heading};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    color: ${vars.color.text.default};
  }
`;

/** The groups, one under the other; a legend cannot sit on a border, so space parts them. */
export const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['8']};
`;

/**
 * Short number fields side by side, even on a phone (beds, baths, square feet; the prices): as
 * many columns as fit, one at 200% zoom. Aligned at the bottom, so a field with a hint above its
 * box still has its box in line with the others.
 */
export const NumberFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(5.5rem, 1fr));
  align-items: end;
  gap: ${vars.space['5']} ${vars.space['3']};

  &[data-wide] {
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  }
  ${media.up.md} {
    gap: ${vars.space['5']} ${vars.space['4']};
  }
`;

/** Beside the save button: whether what is on screen is saved. */
export const SaveState = styled.span`
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.sm};

  &[data-dirty] {
    color: ${vars.color.tone.warning.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;
