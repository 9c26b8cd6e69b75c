import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border.default};
`;

/**
 * One lead: its facts in the first column, the reply buttons in the second. The name's link is
 * stretched over the facts (not the buttons), so a tap anywhere on them opens the lead.
 */
export const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space['2']};
  padding: ${vars.space['2']} 0;
  border-bottom: 1px solid ${vars.color.border.default};

  /* As tall as a row with its reply buttons, so the list does not jump when the leads arrive. */
  &[data-placeholder] {
    min-height: calc(2.75rem + 2 * ${vars.space['2']});
  }
  &[data-attention] {
    box-shadow: inset 4px 0 0 ${vars.color.tone.danger.border};
    padding-inline-start: ${vars.space['3']};
  }
  ${media.up.md} {
    /* The replies' column keeps one width, so rows with fewer buttons keep their columns in line. */
    grid-template-columns: minmax(0, 1fr) 17.5rem;
    gap: ${vars.space['4']};
    padding: ${vars.space['3']} ${vars.space['2']};
    &:hover {
      background: ${vars.color.surface.sunken};
    }
    &[data-attention] {
      padding-inline-start: ${vars.space['4']};
    }
  }
`;

/** Below `md` three short lines; from `md` one line in columns. */
export const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  ${media.up.md} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 4fr) minmax(0, 5fr);
    align-items: center;
    column-gap: ${vars.space['4']};
  }
`;

const oneLine = `
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const NameLine = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space['2']};
  min-width: 0;

  & > time {
    flex: none;
    color: ${vars.color.text.muted};
    font-size: ${vars.fontSize.xs};
  }
  ${media.up.md} {
    & > time {
      display: none;
    }
  }

  & > a {
    ${oneLine}
    color: ${vars.color.text.default};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: none;
  }
  & > a:hover {
    text-decoration: underline;
  }
  & > a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const About = styled.span`
  ${oneLine}
  color: ${vars.color.text.muted};

  & > [data-kind] {
    color: ${vars.color.text.default};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export const Status = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['2']};
  min-width: 0;
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.xs};

  /* The age sits beside the name on phones, here from md, where the name has a column of its own. */
  & > time {
    display: none;
  }
  & > [data-clock] {
    font-weight: ${vars.fontWeight.semibold};
  }
  & > [data-clock][data-tone='danger'] {
    color: ${vars.color.tone.danger.text};
  }
  & > [data-clock][data-tone='warning'] {
    color: ${vars.color.tone.warning.text};
  }
  & > [data-clock][data-tone='success'] {
    color: ${vars.color.tone.success.text};
  }
  ${media.up.md} {
    font-size: ${vars.fontSize.sm};
    & > time {
      display: inline;
    }
  }
`;

/** The reply buttons sit above the stretched link, so they stay their own targets. */
export const Replies = styled.div`
  position: relative;
  z-index: 1;
  justify-self: end;
`;

export const Placeholder = styled.span`
  display: block;
  width: 70%;
  height: 0.875rem;
  margin: ${vars.space['1']} 0;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton.base};
`;

export const Empty = styled.p`
  padding: ${vars.space['8']} ${vars.space['4']};
  border: 1px dashed ${vars.color.border.strong};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.muted};
  text-align: center;
`;
