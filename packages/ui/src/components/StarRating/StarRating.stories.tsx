import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { StarRating, STAR_RATING_SIZES } from './StarRating';

const meta = {
  title: 'Domain/StarRating',
  component: StarRating,
  args: { value: 5 },
  argTypes: {
    size: { control: 'inline-radio', options: STAR_RATING_SIZES },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A testimonial's rating: one image, read as a sentence. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const ReadOnlyFourStars: Story = {
  args: { value: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  },
};

export const ReadOnlyThreeStars: Story = {
  args: { value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
  },
};

/** An average rating is drawn to the nearest half star. */
export const ReadOnlyHalfStar: Story = {
  args: { value: 4.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible();
  },
};

/** Every size, read-only and interactive, for design review. */
export const Sizes: Story = {
  render: () => (
    <Stack gap="6">
      {STAR_RATING_SIZES.map((size) => (
        <Stack key={size} direction="row" gap="6" align="center">
          <Text size="sm" tone="muted">
            {size}
          </Text>
          <StarRating value={4} size={size} />
          <StarRating
            name={`rating-${size}`}
            label={`Rating (${size})`}
            size={size}
            defaultValue={4}
            onChange={() => {}}
          />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: '4 out of 5 stars' })).toHaveLength(3);
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
  },
};

/** With `onChange` the stars are a radio group; it starts at 5 stars. */
export const Interactive: Story = {
  args: { value: undefined, name: 'rating', label: 'Your rating', onChange: fn() },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Your rating' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

/** Keyboard only: Tab lands on the chosen star, the arrow keys move and choose, as native radios do. */
export const Keyboard: Story = {
  args: { value: undefined, name: 'rating', label: 'How was your experience?', onChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).not.toHaveFocus();
  },
};

/** A server's message about the rating shows under the stars and is read with the group. */
export const WithError: Story = {
  args: {
    value: undefined,
    name: 'rating',
    label: 'Your rating',
    onChange: fn(),
    error: 'Please choose a rating from 1 to 5 stars',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please choose a rating from 1 to 5 stars',
    );
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: undefined, name: 'rating', label: 'Your rating', onChange: fn(), disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
