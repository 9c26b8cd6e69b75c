import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Hero } from '../Hero';
import { HomeSearch, type HomeSearchProps } from './HomeSearch';

const AREAS: HomeSearchProps['areas'] = [
  { value: 'detroit', label: 'Detroit' },
  { value: 'royal-oak', label: 'Royal Oak' },
  { value: 'birmingham', label: 'Birmingham' },
  { value: 'ferndale', label: 'Ferndale' },
  { value: 'grosse-pointe', label: 'Grosse Pointe' },
];

/**
 * The search where a site places it, in its hero. The story stops the form from leaving
 * Storybook and shows the address a browser would open instead.
 */
function InHero(args: HomeSearchProps) {
  const [opened, setOpened] = useState('');
  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const query = new URLSearchParams(new FormData(form) as unknown as string[][]).toString();
    setOpened(`${form.getAttribute('action')}?${query}`);
  };
  return (
    <div onSubmitCapture={onSubmit}>
      <Hero
        eyebrow="Metro Detroit Real Estate"
        title="Find Your Place in Metro Detroit"
        description="From a Ferndale bungalow to a Grosse Pointe colonial, I help you buy, sell and move with a clear plan."
      >
        <HomeSearch {...args} />
      </Hero>
      <output data-opened="">{opened}</output>
    </div>
  );
}

const meta = {
  title: 'Domain/HomeSearch',
  component: HomeSearch,
  parameters: { layout: 'fullscreen' },
  args: { action: '/listings', areas: AREAS },
  render: (args) => <InHero {...args} />,
} satisfies Meta<typeof HomeSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page opens: buying, any neighborhood, price and beds, a plain GET to the listings. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search', { name: 'Search homes' });
    await expect(search).toHaveAttribute('method', 'get');
    await expect(search).toHaveAttribute('action', '/listings');
    await expect(canvas.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Neighborhood' })).toHaveDisplayValue(
      'Any Neighborhood',
    );
    await expect(canvas.getByRole('combobox', { name: 'Max Price' })).toHaveDisplayValue('Any Price');
    await expect(canvas.getByRole('combobox', { name: 'Beds' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('button', { name: 'Search Homes' })).toHaveAttribute('type', 'submit');
  },
};

/** Prices to buy and monthly rents, each in its own group. */
export const PriceChoices: Story = {
  play: async ({ canvas }) => {
    const price = canvas.getByRole('combobox', { name: 'Max Price' });
    const groups = [...price.querySelectorAll('optgroup')].map((group) => group.label);
    await expect(groups).toEqual(['To buy', 'To rent']);
    await expect(within(price).getByRole('option', { name: '$400,000' })).toHaveValue('400000');
    await expect(within(price).getByRole('option', { name: '$1,500 a month' })).toHaveValue('1500');
  },
};

/** A visitor looking to buy in Royal Oak, up to $400,000, with three bedrooms. */
export const SearchToBuy: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Neighborhood' }), 'Royal Oak');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Max Price' }), '$400,000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Beds' }), '3+');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Homes' }));
    await expect(canvasElement.querySelector('[data-opened]')).toHaveTextContent(
      '/listings?for=sale&area=royal-oak&max=400000&beds=3',
    );
  },
};

/** A renter, any neighborhood, up to $1,500 a month: the search says rent. */
export const SearchToRent: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Rent' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Max Price' }), '$1,500 a month');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Homes' }));
    await expect(canvasElement.querySelector('[data-opened]')).toHaveTextContent(
      '/listings?for=rent&area=&max=1500&beds=',
    );
  },
};
