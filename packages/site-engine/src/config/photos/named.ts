import type { PictureImage } from '@agent-sites/ui';
import type { AgentPhoto } from '../../site-definition.ts';

/**
 * The photos the agent's config names arrive as the build wrote them (`build/pictures.ts`,
 * `agent-photo:<role>`): AVIF and WebP at the widths each use needs. One module per photo, so a
 * page's code carries only the photos it shows; the config itself stays plain data that scripts
 * and tests can import.
 */
export const named = (files: Omit<PictureImage, 'alt'>, photo: AgentPhoto, name: string): PictureImage => ({
  ...files,
  alt: photo.alt ?? name,
});
