import { styled } from 'styled-components';
import { Fieldset } from '../../internal/fieldset.styles';
import { vars } from '../../theme/vars';

export const PanelRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
`;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
`;

/** A group of choices under its legend, set as the fields' labels are. */
export const ChoiceGroup = styled(Fieldset)`
  & > legend {
    margin-bottom: ${vars.space['2']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.text.default};
  }
`;

/** The neighborhoods' boxes: two columns on a phone, three from a tablet up. */
/** As many columns of cities as the panel's own width holds: two on a phone or beside the results. */
export const Areas = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${vars.space['2']} ${vars.space['4']};
`;

/** Two fields side by side (min and max, beds and baths), stacked once they would be too narrow. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${vars.space['4']};
  align-items: start;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  min-height: 2.25rem;

  & > [data-panel-count] {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.text.muted};
  }
  & > [data-clear] {
    margin-inline-start: auto;
  }
`;

/** The plain form folds under its summary, so without JavaScript the results still come first. */
export const Unfolding = styled.details`
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  & > form {
    padding: 0 ${vars.space['5']} ${vars.space['5']};
  }
`;

export const Summary = styled.summary`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: 2.75rem;
  padding: ${vars.space['3']} ${vars.space['5']};
  font-weight: ${vars.fontWeight.semibold};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${vars.color.border.focus};
    outline-offset: 2px;
    border-radius: ${vars.radius.lg};
  }
`;
