import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EMPTY_FILTERS, matchesFilters, neighborhoodOptions, type ListingFilters } from '../../rules/filters';
import { makeMetroDetroitListings } from '../../test/factories';
import { FilterPanel } from './FilterPanel';

const listings = makeMetroDetroitListings();
const neighborhoods = neighborhoodOptions(listings);

const meta = {
  title: 'Domain/FilterPanel',
  component: FilterPanel,
  args: {
    value: { ...EMPTY_FILTERS },
    onChange: fn(),
    onClear: fn(),
    neighborhoods,
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter chosen: every field reads "any" and there is nothing to clear. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter listings' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Neighborhood' })).toHaveDisplayValue(
      'All Neighborhoods',
    );
    await expect(canvas.getByRole('textbox', { name: 'Min Price' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Max Price' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Beds' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Baths' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Property Type' })).toHaveDisplayValue('Any Type');
    await expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  },
};

/** Filters chosen: the panel offers "Clear Filters", which resets everything at once. */
export const Active: Story = {
  args: {
    value: {
      neighborhood: 'royal-oak',
      minPrice: '250000',
      maxPrice: '450000',
      beds: '2',
      baths: 'any',
      propertyType: 'any',
    },
    resultCount: 2,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Neighborhood' })).toHaveDisplayValue('Royal Oak (2)');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 homes match');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onChange).toHaveBeenCalledWith(EMPTY_FILTERS);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Every option of every field, as a visitor sees them. */
export const Options: Story = {
  play: async ({ canvas }) => {
    const optionsOf = (name: string) =>
      [...(canvas.getByRole('combobox', { name }) as HTMLSelectElement).options].map((option) => option.text);
    await expect(optionsOf('Neighborhood')).toEqual([
      'All Neighborhoods',
      'Birmingham (1)',
      'Detroit (1)',
      'Ferndale (1)',
      'Grosse Pointe Park (1)',
      'Royal Oak (2)',
    ]);
    await expect(optionsOf('Beds')).toEqual(['Any', '1+', '2+', '3+', '4+']);
    await expect(optionsOf('Baths')).toEqual(['Any', '1+', '2+', '3+']);
    await expect(optionsOf('Property Type')).toEqual([
      'Any Type',
      'Single Family',
      'Condo',
      'Townhouse',
      'Multi-Family',
      'Land',
    ]);
  },
};

/** The count says how many matches are for sale and how many are pending or closed. */
export const ForSaleAndSold: Story = {
  args: { resultCount: 7, pendingOrClosedCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^7 homes match: 4 for sale, 3 pending or closed$/,
    );
  },
};

/** With the page's state: typing a price, choosing beds, seeing the count, clearing it all. */
export const Interactive: Story = {
  render: function Render(args) {
    const [filters, setFilters] = useState<ListingFilters>({ ...EMPTY_FILTERS });
    return (
      <FilterPanel
        {...args}
        value={filters}
        onChange={(next) => {
          args.onChange(next);
          setFilters(next);
        }}
        resultCount={listings.filter((listing) => matchesFilters(listing, filters)).length}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('6 homes match');

    const minPrice = canvas.getByRole('textbox', { name: 'Min Price' });
    await expect(minPrice).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(minPrice, '$400,000');
    await expect(minPrice).toHaveValue('400000');
    // The Birmingham colonial, the Palmer Woods Tudor and the Grosse Pointe Park colonial
    // (closed at $471,500); the coming-soon ranch without a price is kept too.
    await expect(status).toHaveTextContent('4 homes match');

    const beds = canvas.getByRole('combobox', { name: 'Beds' });
    await userEvent.selectOptions(beds, '3+');
    await expect(beds).toHaveDisplayValue('3+');
    await expect(status).toHaveTextContent('4 homes match');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Property Type' }), 'Condo');
    await expect(status).toHaveTextContent('0 homes match');

    await userEvent.click(await canvas.findByRole('button', { name: 'Clear Filters' }));
    await expect(minPrice).toHaveValue('');
    await expect(beds).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Property Type' })).toHaveDisplayValue('Any Type');
    await expect(canvas.getByRole('combobox', { name: 'Neighborhood' })).toHaveFocus();
    await expect(status).toHaveTextContent('6 homes match');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_FILTERS);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
