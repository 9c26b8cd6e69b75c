import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../Layout';
import { AreaCard, type AreaCardProps } from './AreaCard';
import { oneColumn } from '../../test/decorators';

const royalOak: AreaCardProps = {
  name: 'Royal Oak',
  blurb: 'Walkable downtown, the Detroit Zoo and 1920s colonials on tree-lined streets.',
  count: 2,
  onChoose: fn(),
};

const meta = {
  title: 'Domain/AreaCard',
  component: AreaCard,
  args: royalOak,
} satisfies Meta<typeof AreaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen reader hears the area with its count, not "2 listings" alone. */
export const WithListings: Story = {
  decorators: [oneColumn],
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Royal Oak: 2 listings' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

/** One home: "1 listing". */
export const OneListing: Story = {
  decorators: [oneColumn],
  args: { name: 'Ferndale', blurb: 'Bungalows, Nine Mile and a Woodward Avenue nightlife.', count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ferndale: 1 listing' })).toBeVisible();
  },
};

/** Still being counted: the button offers the area's homes without a number. */
export const Counting: Story = {
  decorators: [oneColumn],
  args: { count: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Royal Oak: Show listings' })).toBeVisible();
  },
};

/** The results show this area alone: the card is marked and the button pressed. */
export const Chosen: Story = {
  decorators: [oneColumn],
  args: { chosen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Royal Oak: 2 listings' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The whole card is the press target: a tap on the blurb lands on the button and chooses the area. */
export const PressAnywhere: Story = {
  decorators: [oneColumn],
  play: async ({ canvas, args }) => {
    const blurb = canvas.getByText(/Walkable downtown/).getBoundingClientRect();
    const hit = document.elementFromPoint(blurb.left + blurb.width / 2, blurb.top + blurb.height / 2);
    const button = canvas.getByRole('button', { name: 'Royal Oak: 2 listings' });
    await expect(hit).toBe(button);
    await userEvent.click(hit as Element);
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

/**
 * The area has a page of its own: "About Royal Oak" links to it, above the card's press target,
 * and a tap elsewhere on the card still chooses the area.
 */
export const WithItsPage: Story = {
  decorators: [oneColumn],
  args: { pageHref: '/areas/royal-oak' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'About Royal Oak' });
    await expect(link).toHaveAttribute('href', '/areas/royal-oak');
    const box = link.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    const blurb = canvas.getByText(/Walkable downtown/).getBoundingClientRect();
    const hit = document.elementFromPoint(blurb.left + blurb.width / 2, blurb.top + blurb.height / 2);
    await expect(hit).toBe(canvas.getByRole('button', { name: 'Royal Oak: 2 listings' }));
    await userEvent.click(hit as Element);
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

/** Its page beside a chosen area, while the homes are still being counted. */
export const WithItsPageChosenWhileCounting: Story = {
  decorators: [oneColumn],
  args: { pageHref: '/areas/royal-oak', chosen: true, count: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Royal Oak: Show listings' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'About Royal Oak' })).toHaveFocus();
  },
};

/** Several areas, one chosen, as /listings shows them; a keyboard reaches each in turn. */
export const Areas: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '60rem' }}>
        <Story />
      </div>
    ),
  ],
  render: function Render() {
    const [chosen, setChosen] = useState<string | null>(null);
    const areas = [
      royalOak,
      {
        name: 'Birmingham',
        blurb: 'Downtown shopping and some of the best schools in Oakland County.',
        count: 1,
      },
      { name: 'Detroit', blurb: 'Historic districts from Corktown to Indian Village.', count: 0 },
    ];
    return (
      <Grid as="ul" columns={3} gap="4" style={{ listStyle: 'none', padding: 0 }}>
        {areas.map((area) => (
          <li key={area.name}>
            <AreaCard {...area} chosen={chosen === area.name} onChoose={() => setChosen(area.name)} />
          </li>
        ))}
      </Grid>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Royal Oak: 2 listings' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Birmingham: 1 listing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Detroit: 0 listings' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
