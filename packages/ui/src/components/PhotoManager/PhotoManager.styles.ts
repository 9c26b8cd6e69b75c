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

/** The gallery as a grid of tiles: three across on a phone, more on wider screens. */
export const PhotoList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr));
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up.md} {
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: ${vars.space['3']};
  }
`;

/**
 * One photo: its picture (a button that opens the photo's sheet), its place, its marks and the
 * handle that moves it. While dragged it follows the finger (a transform set on the element);
 * where it would land is outlined.
 */
export const PhotoItem = styled.li`
  position: relative;
  min-width: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};

  &[data-header] {
    box-shadow: 0 0 0 2px ${vars.color.brand.primary};
  }
  &[data-dragging] {
    z-index: 2;
    box-shadow: ${vars.shadow.lg};
    opacity: 0.9;
  }
  &[data-drop-target] {
    outline: 3px dashed ${vars.color.border.focus};
    outline-offset: 2px;
  }
`;

export const EditButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: none;
  cursor: pointer;
`;

export const Thumb = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
  background: ${vars.color.surface.sunken};
`;

/** The photo's place in the gallery, in the top corner. */
export const Place = styled.span`
  position: absolute;
  top: ${vars.space['1']};
  inset-inline-start: ${vars.space['1']};
  min-width: 1.5rem;
  padding: 0 ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.inverse};
  color: ${vars.color.text.inverse};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  line-height: 1.5rem;
  text-align: center;
  pointer-events: none;
`;

/**
 * Under the picture: the header mark, then the alt text on one line, or "No alt text" in the
 * warning tone (the word says it, not only the colour).
 */
export const Caption = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space['1']};
  min-width: 0;
  padding: ${vars.space['1']} ${vars.space['2']};
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.xs};
  pointer-events: none;

  & > svg {
    flex: none;
    color: ${vars.color.brand.primary};
  }
  & > [data-alt] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-missing] > [data-alt] {
    color: ${vars.color.tone.warning.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/**
 * The drag handle: the only part of a tile that takes a drag, so the page still scrolls under a
 * finger anywhere else. It takes the arrow keys too.
 */
export const Handle = styled.button`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: 0 ${vars.radius.md} 0 ${vars.radius.md};
  background: ${vars.color.surface.inverse};
  color: ${vars.color.text.inverse};
  cursor: grab;
  touch-action: none;

  &:active {
    cursor: grabbing;
  }
`;

/** The sheet's larger view of the photo. */
export const SheetPhoto = styled.img`
  display: block;
  width: 100%;
  max-height: 40vh;
  object-fit: contain;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.sunken};
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
