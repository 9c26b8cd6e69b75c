import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ListingSort } from '../../rules/filters';
import { SortControl, type SortControlProps } from './SortControl';

function Controlled(args: SortControlProps) {
  const [sort, setSort] = useState<ListingSort>(args.value);
  return (
    <SortControl
      {...args}
      value={sort}
      onChange={(next) => {
        args.onChange(next);
        setSort(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/SortControl',
  component: SortControl,
  args: { value: 'newest', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SortControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, the default, with the three orders to choose from. */
export const Newest: Story = {
  play: async ({ canvas }) => {
    const sort = canvas.getByRole('combobox', { name: 'Sort' });
    await expect(sort).toHaveDisplayValue('Newest');
    await expect(sort).toHaveAttribute('name', 'sort');
    await expect([...(sort as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Newest',
      'Price (Low to High)',
      'Price (High to Low)',
    ]);
  },
};

/** The visitor sorts by price, cheapest first. */
export const ByPrice: Story = {
  play: async ({ canvas, args }) => {
    const sort = canvas.getByRole('combobox', { name: 'Sort' });
    await userEvent.selectOptions(sort, 'Price (Low to High)');
    await expect(sort).toHaveDisplayValue('Price (Low to High)');
    await expect(args.onChange).toHaveBeenCalledWith('price-asc');
  },
};

/** Most expensive first, with the label a page chose. */
export const HighestFirst: Story = {
  args: { value: 'price-desc', label: 'Order' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Price (High to Low)');
  },
};
