import { styled } from 'styled-components';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['6']};
  min-width: 0;
`;

export const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
`;

/** The native file input (a phone offers the camera and the photo library), its button themed. */
export const FileInput = styled.input`
  max-width: 100%;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.muted};

  &::file-selector-button {
    min-height: 2.75rem;
    margin-inline-end: ${vars.space['3']};
    padding: ${vars.space['2']} ${vars.space['4']};
    border: 1px solid ${vars.color.border.strong};
    border-radius: ${vars.radius.control};
    background: ${vars.color.surface.raised};
    color: ${vars.color.text.default};
    font: inherit;
    font-weight: ${vars.fontWeight.semibold};
    cursor: pointer;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::file-selector-button {
    border-color: ${vars.color.border.focus};
    box-shadow: ${vars.shadow.focus};
  }
  &:disabled::file-selector-button {
    cursor: not-allowed;
    background: ${vars.color.surface.sunken};
  }
`;

export const UploadList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One file being sent: its name and what happened, the tone's colour beside a word and an icon. */
export const UploadItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space['2']};
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.raised};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    margin-top: 0.125rem;
  }
  &[data-state='done'] > svg {
    color: ${vars.color.tone.success.text};
  }
  &[data-state='failed'] {
    border-color: ${vars.color.tone.danger.border};
    background: ${vars.color.tone.danger.surface};
  }
  &[data-state='failed'] > svg,
  &[data-state='failed'] [data-outcome] {
    color: ${vars.color.tone.danger.text};
  }
  & [data-outcome] {
    display: block;
    color: ${vars.color.text.muted};
  }
`;

export const PhotoList = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const PhotoItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  min-width: 0;

  &[data-header] {
    border-color: ${vars.color.brand.primary};
    border-width: 2px;
  }
`;

export const Thumb = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
`;

export const PhotoTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const AltForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  align-items: flex-start;

  & > :first-child {
    align-self: stretch;
  }
`;
