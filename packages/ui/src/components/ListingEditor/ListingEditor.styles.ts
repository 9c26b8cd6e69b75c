import { styled } from 'styled-components';
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
