import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const GalleryRoot = styled.section`
  display: grid;
  gap: ${vars.space['3']};
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};
  /* Horizontal swipes are the gallery's; vertical ones still scroll the page. */
  touch-action: pan-y;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    user-select: none;
  }
`;

export const NavButton = styled.button`
  position: absolute;
  inset-block-start: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.default};
  cursor: pointer;

  &[data-direction='previous'] {
    inset-inline-start: ${vars.space['3']};
  }
  &[data-direction='next'] {
    inset-inline-end: ${vars.space['3']};
  }
  &:hover {
    background: ${vars.color.surface.sunken};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Counter = styled.p`
  position: absolute;
  inset-block-end: ${vars.space['3']};
  inset-inline-end: ${vars.space['3']};
  margin: 0;
  padding: ${vars.space['1']} ${vars.space['3']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.inverse};
  color: ${vars.color.text.inverse};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5rem, 1fr));
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${vars.radius.md};
  background: none;
  cursor: pointer;
  overflow: hidden;

  & > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  &[aria-current='true'] {
    border-color: ${vars.color.border.focus};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }
`;
