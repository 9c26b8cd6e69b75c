import { styled } from 'styled-components';

/** A fieldset without the browser's frame: its legend reads as a label over its choices. */
export const Fieldset = styled.fieldset`
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    padding: 0;
  }
`;
