import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout';
import { AGENT_PORTRAIT } from '../../test/pictures';
import { Portrait, PORTRAIT_SIZES } from './Portrait';

const meta = {
  title: 'Content/Portrait',
  component: Portrait,
  args: { image: AGENT_PORTRAIT },
  argTypes: { size: { control: 'inline-radio', options: PORTRAIT_SIZES } },
} satisfies Meta<typeof Portrait>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent beside their story: named by the photo's alt text, loaded when it nears the screen. */
export const Agent: Story = {
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img', { name: 'Alex Morgan' });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '320');
    await expect(photo.getBoundingClientRect().width).toBe(128);
  },
};

/** A loan officer's profile: another sitter, drawn the same way, shown at once on their page. */
export const Partner: Story = {
  args: {
    size: 'lg',
    loading: 'eager',
    image: {
      src: '/stories/partner-headshot-square192.webp',
      alt: 'Jordan Reyes, Senior Loan Officer',
      width: 192,
      height: 192,
      sources: [{ type: 'image/avif', srcSet: '/stories/partner-headshot-square192.avif 192w' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jordan Reyes, Senior Loan Officer' })).toHaveAttribute(
      'loading',
      'eager',
    );
  },
};

/** Every size, 4, 8 and 12 rem: the browser picks a file for the drawn width. */
export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="6" align="center">
      {PORTRAIT_SIZES.map((size) => (
        <Portrait key={size} {...args} size={size} image={{ ...args.image, alt: `Alex Morgan, ${size}` }} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const widths = PORTRAIT_SIZES.map(
      (size) => canvas.getByRole('img', { name: `Alex Morgan, ${size}` }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([64, 128, 192]);
  },
};

/** Beside the written name the photo says nothing new: empty alt, hidden from screen readers. */
export const BesideTheName: Story = {
  render: (args) => (
    <Stack direction="row" gap="3" align="center">
      <Portrait {...args} size="sm" image={{ ...args.image, alt: '' }} />
      <strong>Alex Morgan</strong>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Alex Morgan')).toBeVisible();
  },
};
