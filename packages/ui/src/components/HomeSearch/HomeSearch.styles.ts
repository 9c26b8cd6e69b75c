import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

/** A raised card, so it reads on a hero's photo or dark background. */
export const SearchRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  width: 100%;
  max-width: 52rem;
  padding: ${vars.space['5']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text.default};

  /* A hero sets a light focus ring for its dark background (two classes deep); the card is light. */
  &&& :focus-visible {
    outline-color: ${vars.color.border.focus};
  }
`;

export const Modes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};
`;

export const Legend = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

/** On a phone the neighborhood and the button take the whole width; from a tablet up, one row. */
export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['4']};
  align-items: end;

  & > :first-child,
  & > button {
    grid-column: 1 / -1;
  }

  ${media.up.md} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 0.7fr) auto;

    & > :first-child,
    & > button {
      grid-column: auto;
    }
  }
`;
