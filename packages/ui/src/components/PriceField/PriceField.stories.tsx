import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PRICE_AMOUNTS } from '../../rules/prices';
import { oneColumn } from '../../test/decorators';
import { PriceField, type PriceFieldProps } from './PriceField';

/** The field with its owner's state, as a filter panel holds it. */
function Controlled(args: PriceFieldProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <PriceField
      {...args}
      value={value}
      onChange={(digits) => {
        args.onChange?.(digits);
        setValue(digits);
      }}
    />
  );
}

const meta = {
  title: 'Domain/PriceField',
  component: PriceField,
  decorators: [oneColumn],
  args: {
    label: 'Max Price',
    name: 'max',
    value: '',
    onChange: fn(),
    amounts: PRICE_AMOUNTS.sale,
    placeholder: 'No max',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PriceField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: no amount is read yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Max Price' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('placeholder', 'No max');
    await expect(canvas.queryByText(/Reads as/)).toBeNull();
  },
};

/** A price typed with its dollar sign and commas keeps its digits and says what it read. */
export const Understood: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Max Price' });
    await userEvent.type(field, '$450,000');
    await expect(field).toHaveValue('450000');
    await expect(args.onChange).toHaveBeenLastCalledWith('450000');
    await expect(field).toHaveAccessibleDescription('Reads as $450,000.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** "300k" reads as $300: the field says so, and offers the amount the visitor most likely meant. */
export const ThousandsMissed: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Max Price' });
    await userEvent.type(field, '300k');
    await expect(field).toHaveValue('300');
    await expect(canvas.getByText('Reads as $300. Did you mean $300,000?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use $300,000' }));
    await expect(field).toHaveValue('300000');
    await expect(args.onChange).toHaveBeenLastCalledWith('300000');
    await expect(field).toHaveAccessibleDescription('Reads as $300,000.');
  },
};

/** The common amounts a visitor can pick from as they type. */
export const CommonAmounts: Story = {
  play: async ({ canvasElement }) => {
    const options = [...canvasElement.querySelectorAll('datalist option')].map(
      (option) => `${(option as HTMLOptionElement).value}=${option.textContent}`,
    );
    await expect(options.slice(0, 3)).toEqual(['100000=$100,000', '150000=$150,000', '200000=$200,000']);
    await expect(options).toHaveLength(PRICE_AMOUNTS.sale.length);
  },
};

/** A monthly rent: the amount is read by the month, and a small one raises no doubt. */
export const MonthlyRent: Story = {
  args: { label: 'Max Rent', mode: 'rent', amounts: PRICE_AMOUNTS.rent, value: '950' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Max Rent' });
    await expect(field).toHaveValue('950');
    await expect(field).toHaveAccessibleDescription('Reads as $950 a month.');
  },
};

/** In a form sent without JavaScript: it starts at its value and reads it, with no button to press. */
export const PlainForm: Story = {
  args: { value: undefined, onChange: undefined, defaultValue: '250' },
  render: (args) => <PriceField {...args} />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Max Price' });
    await expect(field).toHaveValue('250');
    await expect(field).toHaveAttribute('name', 'max');
    await expect(canvas.getByText('Reads as $250. Did you mean $250,000?')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
