import type { PictureImage } from '../components/Picture';

// Pictures drawn for this project (site/src/assets/photos, CC0), written in the formats and widths
// the site's build makes of them; Storybook serves them from .storybook/public/stories.

/** The home page's skyline, drawn for this project: a tall crop for phones, the wide scene otherwise. */
export const SKYLINE: PictureImage = {
  src: '/stories/hero-skyline-wide960.webp',
  alt: 'The Detroit skyline at dusk across the river',
  width: 1600,
  height: 900,
  sources: [
    { type: 'image/avif', media: '(max-width: 40em)', srcSet: '/stories/hero-skyline-phone480.avif 480w' },
    { type: 'image/webp', media: '(max-width: 40em)', srcSet: '/stories/hero-skyline-phone480.webp 480w' },
    {
      type: 'image/avif',
      srcSet: '/stories/hero-skyline-wide960.avif 960w, /stories/hero-skyline-wide1600.avif 1600w',
    },
    {
      type: 'image/webp',
      srcSet: '/stories/hero-skyline-wide960.webp 960w, /stories/hero-skyline-wide1600.webp 1600w',
    },
  ],
};

/** A drawn sample portrait (no real person), in AVIF and WebP at three widths. */
export const AGENT_PORTRAIT: PictureImage = {
  src: '/stories/agent-headshot-square192.webp',
  alt: 'Alex Morgan',
  width: 320,
  height: 320,
  sources: [
    {
      type: 'image/avif',
      srcSet:
        '/stories/agent-headshot-square96.avif 96w, /stories/agent-headshot-square192.avif 192w, /stories/agent-headshot-square320.avif 320w',
    },
    {
      type: 'image/webp',
      srcSet:
        '/stories/agent-headshot-square96.webp 96w, /stories/agent-headshot-square192.webp 192w, /stories/agent-headshot-square320.webp 320w',
    },
  ],
};
