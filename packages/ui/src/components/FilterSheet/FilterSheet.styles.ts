import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/**
 * Stays at the bottom of the sheet while the filters scroll, so the results are one press away.
 * It reaches the dialog's edges through the body's padding (Dialog's `Body`).
 */
export const SheetFooter = styled.div`
  position: sticky;
  bottom: 0;
  margin: 0 calc(-1 * ${vars.space['5']}) calc(-1 * ${vars.space['6']});
  padding: ${vars.space['4']} ${vars.space['5']} ${vars.space['5']};
  border-top: 1px solid ${vars.color.border.default};
  background: ${vars.color.surface.raised};

  ${media.up.sm} {
    margin-inline: calc(-1 * ${vars.space['6']});
    padding-inline: ${vars.space['6']};
  }
`;
