import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SKYLINE } from '../../test/pictures';
import { Picture } from './Picture';

const meta = {
  title: 'Foundations/Picture',
  component: Picture,
  args: { image: SKYLINE, sizes: '100vw', style: { width: '100%', height: 'auto' } },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Modern formats first: the browser takes AVIF, or WebP, at the width it needs; its size is held. */
export const WithModernFormats: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: SKYLINE.alt });
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '900');
    const sources = canvasElement.querySelectorAll('picture > source');
    await expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
      'image/avif',
      'image/webp',
    ]);
    await expect(sources[0]).toHaveAttribute('sizes', '100vw');
    await waitFor(() => expect((image as HTMLImageElement).currentSrc).toMatch(/\.avif$/));
  },
};

/** One file and no other formats: a plain `<img>`, no `<picture>` around it. */
export const SingleFile: Story = {
  args: {
    image: { src: '/stories/house-1.svg', alt: 'A brick bungalow in Royal Oak', width: 1200, height: 800 },
    loading: 'lazy',
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'A brick bungalow in Royal Oak' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};
