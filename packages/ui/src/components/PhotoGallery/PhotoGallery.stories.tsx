import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { PLACEHOLDER_PHOTO_SRC } from '../../theme/placeholder-photo';
import { PhotoGallery } from './PhotoGallery';

const title = 'Updated Colonial Near Downtown Royal Oak';
const photos = ['house-1', 'house-2', 'house-3', 'hero-detroit', 'house-2', 'house-1'].map((name, index) => ({
  src: `/stories/${name}.svg?photo=${index + 1}`,
  alt: `${title}, photo ${index + 1}`,
}));

const meta = {
  title: 'Domain/PhotoGallery',
  component: PhotoGallery,
  args: { photos, onIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six photos: the first large, the position on screen, buttons and thumbnails. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Photo gallery' })).toBeVisible();
    await expect(canvas.getByText('Photo 1 of 6')).toBeVisible();
    await expect(canvas.getByRole('img', { name: `${title}, photo 1` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByText('Photo 2 of 6')).toBeVisible();
    await expect(canvas.getByRole('img', { name: `${title}, photo 2` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show photo 2 of 6' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

/** The arrow keys move from anywhere in the gallery, Home and End jump, and the ends wrap around. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Photo 6 of 6')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByText('Photo 1 of 6')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('Photo 3 of 6')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: `${title}, photo 6` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 4 of 6' }));
    await expect(canvas.getByText('Photo 4 of 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show photo 4 of 6' })).toHaveFocus();
  },
};

/** A swipe to the left shows the next photo, to the right the previous one; a tap does nothing. */
export const Swipe: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: `${title}, photo 1` });
    const stage = image.parentElement ?? image;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { clientX: from, pointerType: 'touch' });
      fireEvent.pointerUp(stage, { clientX: to, pointerType: 'touch' });
    };
    swipe(300, 150);
    await expect(canvas.getByText('Photo 2 of 6')).toBeVisible();
    swipe(150, 300);
    await expect(canvas.getByText('Photo 1 of 6')).toBeVisible();
    swipe(200, 210);
    await expect(canvas.getByText('Photo 1 of 6')).toBeVisible();
  },
};

/** One photo: nothing to move between, so no buttons or thumbnails. */
export const SinglePhoto: Story = {
  args: { photos: photos.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Photo 1 of 1')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A photo that fails to load gives way to the placeholder, keeping its description. */
export const BrokenPhoto: Story = {
  args: { photos: [{ src: '/stories/missing-photo.jpg', alt: `${title}, photo 1` }, ...photos.slice(1, 3)] },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: `${title}, photo 1` });
    await waitFor(() => expect(image).toHaveAttribute('src', PLACEHOLDER_PHOTO_SRC));
  },
};
