import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_FILTERS, matchesFilters, neighborhoodOptions, type ListingFilters } from '../../rules/filters';
import { makeMetroDetroitListings } from '../../test/factories';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const listings = makeMetroDetroitListings();
const neighborhoods = neighborhoodOptions(listings);

/** The panel with the page's state: the count follows the filters. */
function WithResults(args: FilterPanelProps) {
  const [filters, setFilters] = useState<ListingFilters>(args.value);
  return (
    <FilterPanel
      {...args}
      value={filters}
      onChange={(next) => {
        args.onChange?.(next);
        setFilters(next);
      }}
      neighborhoods={neighborhoodOptions(listings, filters.areas)}
      resultCount={listings.filter((listing) => matchesFilters(listing, filters)).length}
    />
  );
}

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

/** No filter chosen: buying, no neighborhood ticked, every field "any", nothing to clear. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter listings' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Rent' })).not.toBeChecked();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Min Price' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Max Price' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Beds' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Baths' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Property Type' })).toHaveDisplayValue('Any Type');
    await expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  },
};

/** Filters chosen: two neighborhoods ticked, and "Clear Filters" resets everything at once. */
export const Active: Story = {
  args: {
    value: {
      ...EMPTY_FILTERS,
      areas: ['ferndale', 'royal-oak'],
      minPrice: '250000',
      maxPrice: '450000',
      beds: '2',
    },
    resultCount: 2,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Royal Oak (2)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Ferndale (1)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Detroit (1)' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 homes match');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onChange).toHaveBeenCalledWith(EMPTY_FILTERS);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Every choice of every field, as a visitor sees them, each named as its URL parameter. */
export const Options: Story = {
  play: async ({ canvas }) => {
    const optionsOf = (name: string) =>
      [...(canvas.getByRole('combobox', { name }) as HTMLSelectElement).options].map((option) => option.text);
    await expect(canvas.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'birmingham',
      'detroit',
      'ferndale',
      'grosse-pointe-park',
      'royal-oak',
    ]);
    await expect(canvas.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(
      Array(5).fill('area'),
    );
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
    await expect(canvas.getByRole('radio', { name: 'Rent' })).toHaveAttribute('name', 'for');
    await expect(canvas.getByRole('combobox', { name: 'Min Price' })).toHaveAttribute('name', 'min');
    await expect(canvas.getByRole('combobox', { name: 'Max Price' })).toHaveAttribute('name', 'max');
    await expect(canvas.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
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

/** With the page's state: two neighborhoods, a price, beds and a type, then clearing it all. */
export const Interactive: Story = {
  render: (args) => <WithResults {...args} />,
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('6 homes match');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Royal Oak (2)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Birmingham (1)' }));
    await expect(status).toHaveTextContent('3 homes match');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ areas: ['royal-oak', 'birmingham'] }),
    );

    const minPrice = canvas.getByRole('combobox', { name: 'Min Price' });
    await userEvent.type(minPrice, '$400,000');
    await expect(minPrice).toHaveValue('400000');
    // The Birmingham colonial; the Royal Oak bungalows are $389,900.
    await expect(status).toHaveTextContent('1 home matches');

    const beds = canvas.getByRole('combobox', { name: 'Beds' });
    await userEvent.selectOptions(beds, '3+');
    await expect(status).toHaveTextContent('1 home matches');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Property Type' }), 'Condo');
    await expect(status).toHaveTextContent('0 homes match');

    await userEvent.click(await canvas.findByRole('button', { name: 'Clear Filters' }));
    await expect(minPrice).toHaveValue('');
    await expect(beds).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('checkbox', { name: 'Royal Oak (2)' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Buy' })).toHaveFocus();
    await expect(status).toHaveTextContent('6 homes match');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_FILTERS);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Renting: the price fields read a month's rent, and switching clears a sale price range. */
export const Renting: Story = {
  args: { value: { ...EMPTY_FILTERS, maxPrice: '400000' } },
  render: (args) => <WithResults {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Rent' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, mode: 'rent' });
    const maxRent = canvas.getByRole('combobox', { name: 'Max Rent' });
    await expect(maxRent).toHaveValue('');
    await userEvent.type(maxRent, '1500');
    await expect(maxRent).toHaveAccessibleDescription('Reads as $1,500 a month.');
    await expect(canvas.queryByRole('combobox', { name: 'Max Price' })).toBeNull();
  },
};

/**
 * The plain form, for a page without JavaScript: folded under "Filters" (with how many are on) so
 * the results come first; "Show Results" sends it as a GET, and "Clear Filters" is a link.
 */
export const PlainForm: Story = {
  args: {
    onChange: undefined,
    value: { ...EMPTY_FILTERS, areas: ['royal-oak'], maxPrice: '400000', sort: 'price-asc' },
    includeSort: true,
    action: '/listings',
    clearHref: '/listings',
  },
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    const summary = canvasElement.querySelector('summary') as HTMLElement;
    await expect(form).not.toBeVisible();
    await expect(summary).toHaveTextContent('Filters2 active');
    await userEvent.click(summary);
    const search = canvas.getByRole('search', { name: 'Filter listings' });
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute('method', 'get');
    await expect(search).toHaveAttribute('action', '/listings');
    await expect(within(search).getByRole('checkbox', { name: 'Royal Oak (2)' })).toBeChecked();
    await expect(within(search).getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Price (Low to High)',
    );
    await expect(within(search).getByRole('button', { name: 'Show Results' })).toHaveAttribute(
      'type',
      'submit',
    );
    await expect(within(search).getByRole('link', { name: 'Clear Filters' })).toHaveAttribute(
      'href',
      '/listings',
    );
    // What the form sends: the fields by their URL names.
    const sent = new URLSearchParams(new FormData(form) as unknown as string[][]);
    await expect(sent.getAll('area')).toEqual(['royal-oak']);
    await expect(sent.get('max')).toBe('400000');
    await expect(sent.get('sort')).toBe('price-asc');
  },
};

/**
 * In a narrow column beside the results (a wide screen): no Buy / Rent (the bar above offers
 * them), the cities in two columns, and "Clear Filters" keeping focus in the panel.
 */
export const BesideTheResults: Story = {
  args: { includeMode: false, value: { ...EMPTY_FILTERS, areas: ['royal-oak'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '17rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <WithResults {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('group', { name: 'Looking to' })).toBeNull();
    const royalOak = canvas.getByRole('checkbox', { name: /^Royal Oak \(\d+\)$/ });
    await expect(royalOak).toBeChecked();
    // Two columns of cities, side by side.
    const boxes = canvas.getAllByRole('checkbox');
    const tops = boxes.slice(0, 2).map((box) => box.getBoundingClientRect().top);
    await expect(tops[0]).toBe(tops[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(royalOak).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox')[0]).toHaveFocus();
  },
};
