import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE, phoneViewport } from '../../test/viewports';
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
    onReorder: fn(async () => {}),
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

/** Holds the photos like a page would, so moves, header changes and deletions show. */
function Live(props: PhotoManagerProps) {
  const [photos, setPhotos] = useState(props.photos);
  return (
    <PhotoManager
      {...props}
      photos={photos}
      onReorder={async (ids) => {
        await props.onReorder(ids);
        setPhotos((current) =>
          ids.map((id) => current.find((photo) => photo.id === id)).filter((photo) => photo !== undefined),
        );
      }}
      onSetHeader={async (id) => {
        await props.onSetHeader(id);
        setPhotos((current) => current.map((photo) => ({ ...photo, isHeader: photo.id === id })));
      }}
      onSaveAlt={async (id, alt) => {
        await props.onSaveAlt(id, alt);
        setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, alt } : photo)));
      }}
      onDelete={async (id) => {
        await props.onDelete(id);
        setPhotos((current) => current.filter((photo) => photo.id !== id));
      }}
    />
  );
}

const tiles = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Photos, in gallery order' })).getAllByRole('listitem');
const order = (canvas: ReturnType<typeof within>) =>
  tiles(canvas).map((tile) => tile.getAttribute('data-photo-id'));
const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** A pointer event as a mouse, pen or finger sends it, at a point of the screen. */
function pointer(type: string, target: Element, x: number, y: number) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: x,
      clientY: y,
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
    }),
  );
}
const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2] as const;
};

/**
 * Three photos as tiles in gallery order, each with its alt text: the first is the header image,
 * the third has no alt text yet. Each tile opens its sheet and has a handle to move it. The picker takes several files.
 */
export const WithPhotos: Story = {
  play: async ({ canvas }) => {
    const picker = canvas.getByLabelText(PHOTO_MANAGER_TEXT.pick);
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(picker).toHaveAttribute('multiple');
    await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const items = tiles(canvas);
    await expect(items).toHaveLength(3);
    // The header's star, named for screen readers; each tile's alt text under its picture.
    await expect(within(items[0] as HTMLElement).getByText(PHOTO_MANAGER_TEXT.header)).toBeInTheDocument();
    await expect((items[0] as HTMLElement).querySelector('svg[data-icon="star"]')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText(PHOTOS[1]?.alt ?? '')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText(PHOTO_MANAGER_TEXT.noAlt)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit photo 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move photo 2' })).toHaveAccessibleDescription(
      PHOTO_MANAGER_TEXT.moveHint,
    );
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

/** By keyboard: the arrow keys move the focused photo a place, End to the last; focus stays on it. */
export const KeyboardReordering: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move photo 1' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['p2', 'p1', 'p3']);
    await waitFor(() => expect(order(canvas)).toEqual(['p2', 'p1', 'p3']));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move photo 2' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo moved to place 2 of 3.');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(order(canvas)).toEqual(['p2', 'p3', 'p1']));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move photo 3' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onReorder).toHaveBeenCalledTimes(2);
  },
};

/** By drag: the handle follows the finger, the tile it would land on is outlined, and it lands there. */
export const DragReordering: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Move photo 1' });
    const [startX, startY] = centre(handle);
    pointer('pointerdown', handle, startX, startY);
    const third = tiles(canvas)[2] as HTMLElement;
    const [x, y] = centre(third);
    pointer('pointermove', third, (startX + x) / 2, (startY + y) / 2);
    pointer('pointermove', third, x, y);
    await waitFor(() => expect(third).toHaveAttribute('data-drop-target'));
    await expect(tiles(canvas)[0]).toHaveAttribute('data-dragging');
    pointer('pointerup', third, x, y);
    await expect(args.onReorder).toHaveBeenCalledWith(['p2', 'p3', 'p1']);
    await waitFor(() => expect(order(canvas)).toEqual(['p2', 'p3', 'p1']));
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo moved to place 3 of 3.');
  },
};

/** Escape during a drag puts the photo back where it was, and saves nothing. */
export const DragCancelled: Story = {
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Move photo 3' });
    const [startX, startY] = centre(handle);
    pointer('pointerdown', handle, startX, startY);
    const first = tiles(canvas)[0] as HTMLElement;
    pointer('pointermove', first, ...centre(first));
    await waitFor(() => expect(first).toHaveAttribute('data-drop-target'));
    await userEvent.keyboard('{Escape}');
    pointer('pointerup', first, ...centre(first));
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(order(canvas)).toEqual(['p1', 'p2', 'p3']);
  },
};

/** A photo's sheet: its alt text, saved with its own button. */
export const EditingAltText: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo 3' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Photo 3 of 3' }));
    const alt = sheet.getByRole('textbox', { name: 'Alt text' });
    const save = sheet.getByRole('button', { name: 'Save alt text' });
    await expect(save).toBeDisabled();
    await userEvent.type(alt, 'Backyard deck facing a fenced lawn');
    await userEvent.click(save);
    await expect(args.onSaveAlt).toHaveBeenCalledWith('p3', 'Backyard deck facing a fenced lawn');
    await expect(await sheet.findByText('Photo 3: alt text saved.')).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(tiles(canvas)[2] as HTMLElement).queryByText(PHOTO_MANAGER_TEXT.noAlt)).toBeNull(),
    );
  },
};

/** Alt text over the limit: a message, and it cannot be saved. */
export const AltTextTooLong: Story = {
  args: { maxAltLength: 40 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo 3' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Photo 3 of 3' }));
    const alt = sheet.getByRole('textbox', { name: 'Alt text' });
    await userEvent.type(alt, 'A very long description of the backyard deck');
    await expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('Please keep the alt text to 40 characters or fewer.'),
    );
    await expect(sheet.getByRole('button', { name: 'Save alt text' })).toBeDisabled();
    await expect(args.onSaveAlt).not.toHaveBeenCalled();
  },
};

/** From the sheet, Move earlier and Move later: one tap each, no dragging needed. */
export const MovingFromTheSheet: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo 3' }));
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Photo 3 of 3' });
    await expect(within(sheet).getByRole('button', { name: 'Move later' })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Move earlier' }));
    await expect(args.onReorder).toHaveBeenCalledWith(['p1', 'p3', 'p2']);
    await waitFor(() => expect(sheet).toHaveAccessibleName('Photo 2 of 3'));
  },
};

/**
 * A change in the sheet that was not saved says so in the sheet, where the agent is looking (the
 * page behind it, toasts included, waits under the sheet).
 */
export const ChangeNotSaved: Story = {
  args: {
    onSetHeader: fn(async () => {
      throw new Error('Failed to fetch');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo 2' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Photo 2 of 3' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Make header image' }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent(PHOTO_MANAGER_TEXT.notSaved);
    await expect(sheet.getByRole('button', { name: 'Make header image' })).toBeEnabled();
  },
};

/** Another photo becomes the header image; the mark moves to it. */
export const ChoosingHeader: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo 2' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Photo 2 of 3' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Make header image' }));
    await expect(args.onSetHeader).toHaveBeenCalledWith('p2');
    await waitFor(() => expect(sheet.queryByRole('button', { name: 'Make header image' })).toBeNull());
    // Its button gone, focus goes on to the next action rather than leaving the sheet.
    await waitFor(() => expect(sheet.getByRole('button', { name: 'Delete photo' })).toHaveFocus());
    const items = tiles(canvas);
    await expect(within(items[1] as HTMLElement).getByText(PHOTO_MANAGER_TEXT.header)).toBeInTheDocument();
    await expect(within(items[0] as HTMLElement).queryByText(PHOTO_MANAGER_TEXT.header)).toBeNull();
  },
};

/** Deleting asks first; "Keep it" changes nothing, "Delete for good" deletes and closes the sheet. */
export const Deleting: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit photo 2' }));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: 'Photo 2 of 3' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Delete photo' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(sheet.getByRole('button', { name: 'Delete photo' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Delete for good' }));
    await expect(args.onDelete).toHaveBeenCalledWith('p2');
    await waitFor(() => expect(tiles(canvas)).toHaveLength(2));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

const MANY: ManagedPhoto[] = Array.from({ length: 24 }, (_, index) => ({
  id: `m${index + 1}`,
  src: `/stories/house-${(index % 3) + 1}.svg`,
  alt: index % 5 === 4 ? '' : `Room ${index + 1} of the Maplewood colonial`,
  isHeader: index === 0,
}));

/** Two dozen photos on a phone: three tiles a row, about two screens rather than a dozen. */
export const ManyOnAPhone: Story = {
  args: { photos: MANY },
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: PHONE },
  play: async ({ canvas }) => {
    const items = tiles(canvas);
    await expect(items).toHaveLength(24);
    const rowOf = (index: number) => (items[index] as HTMLElement).getBoundingClientRect().top;
    await expect(rowOf(1)).toBe(rowOf(0));
    await expect(rowOf(2)).toBe(rowOf(0));
    const list = canvas.getByRole('list', { name: 'Photos, in gallery order' });
    await expect(list.getBoundingClientRect().height).toBeLessThan(844 * 1.5);
  },
};

/** The listing is not saved yet: no photos can be added. */
export const Disabled: Story = {
  args: { photos: [], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(PHOTO_MANAGER_TEXT.pick)).toBeDisabled();
  },
};
