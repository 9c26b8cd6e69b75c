import type { PictureImage } from '@agent-sites/ui';
import headshotFiles from 'agent-photo:headshot';
import heroFiles from 'agent-photo:hero';
import partnerFiles from 'agent-photo:partner';
import { agent, featuredPartner, type AgentPhoto } from './agent.ts';

/**
 * The photos the agent's config names, as the build wrote them (`build/pictures.ts`): AVIF and
 * WebP at the widths each use needs. One export each, so a page carries only the photos it shows;
 * the config itself stays plain data that scripts and tests can import.
 */
type Files = Omit<PictureImage, 'alt'>;

const named = (files: Files, photo: AgentPhoto, name: string): PictureImage => ({
  ...files,
  alt: photo.alt ?? name,
});

/** The agent's headshot, named by the agent's name. */
export const headshot = /* @__PURE__ */ named(headshotFiles, agent.photos.headshot, agent.name);

/** The home page's hero photo. */
export const heroPhoto = /* @__PURE__ */ named(heroFiles, agent.photos.hero, '');

/** The featured partner's portrait on their profile. */
export const partnerPhoto = /* @__PURE__ */ named(
  partnerFiles,
  featuredPartner.profileImage,
  featuredPartner.name,
);
