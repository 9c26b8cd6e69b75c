import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_FILTERS, matchesFilters, neighborhoodOptions, type ListingFilters } from '../../rules/filters';
import { makeMetroDetroitListings } from '../../test/factories';
import { Button } from '../Button';
import { FilterSheet, type FilterSheetProps } from './FilterSheet';

const listings = makeMetroDetroitListings();

/** A results page in miniature: a Filters button opens the sheet, whose changes the count follows. */
function Page(args: FilterSheetProps) {
  const [open, setOpen] = useState(args.open);
  const [filters, setFilters] = useState<ListingFilters>(args.value);
  const count = listings.filter((listing) => matchesFilters(listing, filters)).length;
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        Filters
      </Button>
      <p>{count} homes behind the sheet</p>
      <FilterSheet
        {...args}
        open={open}
        value={filters}
        neighborhoods={neighborhoodOptions(listings, filters.areas)}
        resultCount={count}
        onChange={(next) => {
          args.onChange(next);
          setFilters(next);
        }}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Domain/FilterSheet',
  component: FilterSheet,
  args: {
    open: false,
    onClose: fn(),
    onChange: fn(),
    value: { ...EMPTY_FILTERS },
    neighborhoods: neighborhoodOptions(listings),
  },
  render: (args) => <Page key={String(args.open)} {...args} />,
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until the visitor presses Filters; "Show 6 Homes" closes it and focus goes back. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const sheet = await canvas.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('radio', { name: 'Buy' })).toHaveFocus();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 6 Homes' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** The visitor picks two cities, a price and beds; the homes behind follow, and the count says so. */
export const ChoosingFilters: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    const sheet = await canvas.findByRole('dialog', { name: 'Filters' });
    const inSheet = within(sheet);
    await userEvent.click(inSheet.getByRole('checkbox', { name: 'Royal Oak (2)' }));
    await userEvent.click(inSheet.getByRole('checkbox', { name: 'Ferndale (1)' }));
    await userEvent.type(inSheet.getByRole('combobox', { name: 'Max Price' }), '300000');
    await userEvent.selectOptions(inSheet.getByRole('combobox', { name: 'Beds' }), '2+');
    // The Royal Oak condo at $289,000; the Ferndale ranch has no price or beds yet, so it stays.
    await expect(inSheet.getByRole('status')).toHaveTextContent('2 homes match');
    await expect(inSheet.getByRole('button', { name: 'Show 2 Homes' })).toBeVisible();
    await expect(canvas.getByText('2 homes behind the sheet')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      areas: ['royal-oak', 'ferndale'],
      maxPrice: '300000',
      beds: '2',
    });
  },
};

/** Enter in a price field shows the results, as the button does. */
export const EnterShowsResults: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    const sheet = await canvas.findByRole('dialog', { name: 'Filters' });
    await userEvent.type(within(sheet).getByRole('combobox', { name: 'Min Price' }), '250000{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes the sheet, keeping what was chosen. */
export const EscapeCloses: Story = {
  args: { open: true, value: { ...EMPTY_FILTERS, beds: '3' } },
  play: async ({ canvas, args }) => {
    const sheet = await canvas.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('combobox', { name: 'Beds' })).toHaveDisplayValue('3+');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
