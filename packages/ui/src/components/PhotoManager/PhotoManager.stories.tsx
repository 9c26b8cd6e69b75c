import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhotoManager, PHOTO_MANAGER_TEXT, type ManagedPhoto, type PhotoManagerProps } from './PhotoManager';

const PHOTOS: ManagedPhoto[] = [
  {
    id: 'p1',
    src: '/stories/house-1.svg',
    alt: 'Brick colonial with a covered porch on Maplewood Avenue',
    isHeader: true,
  },
  {
    id: 'p2',
    src: '/stories/house-2.svg',
    alt: 'Kitchen with quartz counters and a breakfast bar',
    isHeader: false,
  },
  { id: 'p3', src: '/stories/house-3.svg', alt: '', isHeader: false },
];

const meta = {
  title: 'Back office/PhotoManager',
  component: PhotoManager,
  args: {
    photos: PHOTOS,
    onAddFiles: fn(),
    onMove: fn(async () => {}),
    onSetHeader: fn(async () => {}),
    onSaveAlt: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the photos like a page would, so moves and header changes show. */
function Live(props: PhotoManagerProps) {
  const [photos, setPhotos] = useState(props.photos);
  return (
    <PhotoManager
      {...props}
      photos={photos}
      onMove={async (id, direction) => {
        await props.onMove(id, direction);
        setPhotos((current) => {
          const from = current.findIndex((photo) => photo.id === id);
          const to = direction === 'earlier' ? from - 1 : from + 1;
          const next = [...current];
          [next[from], next[to]] = [next[to] as ManagedPhoto, next[from] as ManagedPhoto];
          return next;
        });
      }}
      onSetHeader={async (id) => {
        await props.onSetHeader(id);
        setPhotos((current) => current.map((photo) => ({ ...photo, isHeader: photo.id === id })));
      }}
      onDelete={async (id) => {
        await props.onDelete(id);
        setPhotos((current) => current.filter((photo) => photo.id !== id));
      }}
    />
  );
}

/** Three photos in gallery order; the first is the header image. The picker takes several files. */
export const WithPhotos: Story = {
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText(PHOTO_MANAGER_TEXT.pick);
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(picker).toHaveAttribute('multiple');
    await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const list = canvas.getByRole('list', { name: 'Photos, in gallery order' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByText('Header image')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Make header image: photo 1' })).toBeNull();
  },
};

/** No photos yet: the picker and a sentence saying the site shows a placeholder. */
export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PHOTO_MANAGER_TEXT.empty)).toBeVisible();
  },
};

/** Choosing three files at once hands all three over. */
export const ChoosingFiles: Story = {
  args: { photos: [] },
  play: async ({ args, canvas }) => {
    const files = ['front.jpg', 'kitchen.png', 'yard.webp'].map(
      (name) => new File([new Uint8Array([1, 2, 3])], name, { type: `image/${name.split('.')[1]}` }),
    );
    await userEvent.upload(canvas.getByLabelText(PHOTO_MANAGER_TEXT.pick), files);
    await expect(args.onAddFiles).toHaveBeenCalledTimes(1);
    await expect((args.onAddFiles as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveLength(3);
  },
};

/** Files on their way: each says where it stands. */
export const Uploading: Story = {
  args: {
    uploads: [
      { id: 'u1', fileName: 'front-porch.jpg', state: 'done' },
      { id: 'u2', fileName: 'living-room.jpg', state: 'uploading' },
      { id: 'u3', fileName: 'backyard-deck.webp', state: 'waiting' },
    ],
  },
  play: async ({ canvas }) => {
    const uploads = canvas.getByRole('list', { name: 'Uploads' });
    await expect(uploads).toHaveTextContent('front-porch.jpgUploaded');
    await expect(uploads).toHaveTextContent('living-room.jpgUploading…');
    await expect(uploads).toHaveTextContent('backyard-deck.webpWaiting');
  },
};

/** Refused files say why, naming the file; the others went through. */
export const UploadsRefused: Story = {
  args: {
    uploads: [
      { id: 'u1', fileName: 'front-porch.jpg', state: 'done' },
      {
        id: 'u2',
        fileName: 'listing-notes.jpg',
        state: 'failed',
        message: 'listing-notes.jpg is not a JPEG, PNG or WebP image. Choose a photo.',
      },
      {
        id: 'u3',
        fileName: 'drone-panorama.jpg',
        state: 'failed',
        message: 'drone-panorama.jpg is larger than 20 MB. Make it smaller and try again.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const uploads = canvas.getByRole('list', { name: 'Uploads' });
    await expect(uploads).toHaveTextContent('listing-notes.jpg is not a JPEG, PNG or WebP image.');
    await expect(uploads).toHaveTextContent('drone-panorama.jpg is larger than 20 MB.');
  },
};

/** Moving a photo by keyboard: it changes place and focus stays on it. */
export const Reordering: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    const later = canvas.getByRole('button', { name: 'Move photo 1 later' });
    later.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith('p1', 'later');
    const items = within(canvas.getByRole('list', { name: 'Photos, in gallery order' })).getAllByRole(
      'listitem',
    );
    await waitFor(() => expect(items[0]).not.toHaveAttribute('data-photo-id', 'p1'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo moved to place 2 of 3.');
  },
};

/** Another photo becomes the header image; the mark moves to it. */
export const ChoosingHeader: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make header image: photo 2' }));
    await expect(args.onSetHeader).toHaveBeenCalledWith('p2');
    const items = within(canvas.getByRole('list', { name: 'Photos, in gallery order' })).getAllByRole(
      'listitem',
    );
    await waitFor(() => expect(within(items[1] as HTMLElement).getByText('Header image')).toBeVisible());
    await expect(within(items[0] as HTMLElement).queryByText('Header image')).toBeNull();
  },
};

/** Writing a photo's alt text: saved with its own button. */
export const EditingAltText: Story = {
  play: async ({ args, canvas }) => {
    const alt = canvas.getByRole('textbox', { name: 'Alt text for photo 3' });
    const save = within(canvas.getByRole('form', { name: 'Photo 3 alt text' })).getByRole('button', {
      name: 'Save alt text',
    });
    await expect(save).toBeDisabled();
    await userEvent.type(alt, 'Backyard deck facing a fenced lawn');
    await userEvent.click(save);
    await expect(args.onSaveAlt).toHaveBeenCalledWith('p3', 'Backyard deck facing a fenced lawn');
  },
};

/** Alt text over 300 characters: a message, and it cannot be saved. */
export const AltTextTooLong: Story = {
  args: { maxAltLength: 40 },
  play: async ({ args, canvas }) => {
    const alt = canvas.getByRole('textbox', { name: 'Alt text for photo 3' });
    await userEvent.type(alt, 'A very long description of the backyard deck');
    await expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('Please keep the alt text to 40 characters or fewer.'),
    );
    await expect(
      within(canvas.getByRole('form', { name: 'Photo 3 alt text' })).getByRole('button', {
        name: 'Save alt text',
      }),
    ).toBeDisabled();
    await expect(args.onSaveAlt).not.toHaveBeenCalled();
  },
};

/** Deleting asks first; "Keep it" changes nothing, "Delete photo" deletes. */
export const Deleting: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete photo 2' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete photo 2' }));
    await userEvent.click(
      within(await page.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', {
        name: 'Delete photo',
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('p2');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Photos, in gallery order' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  },
};

/** The listing is not saved yet: no photos can be added. */
export const Disabled: Story = {
  args: { photos: [], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(PHOTO_MANAGER_TEXT.pick)).toBeDisabled();
  },
};
