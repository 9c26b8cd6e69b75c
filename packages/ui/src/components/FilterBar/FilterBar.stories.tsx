import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EMPTY_FILTERS, filterParams, withMode } from '../../rules/filters';
import { DESKTOP, desktopViewport, PHONE, phoneViewport } from '../../test/viewports';
import { FilterBar, type FilterBarProps } from './FilterBar';

const modeHref: FilterBarProps['modeHref'] = (mode) => {
  const query = filterParams(withMode(EMPTY_FILTERS, mode)).toString();
  return query ? `/listings?${query}` : '/listings';
};

const meta = {
  title: 'Domain/FilterBar',
  component: FilterBar,
  args: {
    filters: { ...EMPTY_FILTERS },
    onOpenFilters: fn(),
    onFiltersIntent: fn(),
    onSortChange: fn(),
    onClear: fn(),
    modeHref,
    resultCount: 12,
    pendingOrClosedCount: 4,
  },
  parameters: { viewport: { options: { ...phoneViewport, ...desktopViewport } } },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter on: buying, "Filters" without a number, the count split into for sale and sold. */
export const NoFilters: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Buy' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/listings?for=rent');
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '12 homes match: 8 for sale, 4 pending or closed',
    );
    await expect(canvas.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Newest');
    await expect(canvas.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
    await userEvent.click(filters);
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
  },
};

/** Three filters on: the button says so, and "Clear Filters" resets them. */
export const WithFilters: Story = {
  args: {
    filters: { ...EMPTY_FILTERS, areas: ['royal-oak', 'ferndale'], maxPrice: '400000', beds: '3' },
    resultCount: 2,
    pendingOrClosedCount: 0,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Filters 3 active' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '2 homes match: 2 for sale, 0 pending or closed',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Renting: Rent is the view shown. */
export const Renting: Story = {
  args: { filters: { ...EMPTY_FILTERS, mode: 'rent' }, resultCount: 1, pendingOrClosedCount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Rent' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Buy' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 home matches$/);
  },
};

/** While the listings are being counted the count is empty; the tools already work. */
export const Counting: Story = {
  args: { resultCount: undefined, pendingOrClosedCount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^$/);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeEnabled();
  },
};

/** Sorting by price, and the filters' code asked for as the pointer nears the button. */
export const SortingAndIntent: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort' }), 'Price (High to Low)');
    await expect(args.onSortChange).toHaveBeenCalledWith('price-desc');
    await userEvent.hover(canvas.getByRole('button', { name: 'Filters' }));
    await expect(args.onFiltersIntent).toHaveBeenCalled();
  },
};

const ACTIVE = { ...EMPTY_FILTERS, areas: ['royal-oak'], beds: '3' } as const;

/**
 * Beside a panel of filters on a wide screen: the panel offers the filters and their reset, so the
 * bar keeps Buy / Rent, the count and the sort.
 */
export const BesideAPanel: Story = {
  args: { panelBeside: true, filters: { ...ACTIVE }, resultCount: 3, pendingOrClosedCount: 1 },
  globals: { viewport: DESKTOP },
  play: async ({ canvas, canvasElement }) => {
    // Present for narrow screens, not shown on this one.
    await expect(canvasElement.querySelector('[data-filters]')).not.toBeVisible();
    await expect(canvasElement.querySelector('[data-clear]')).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Filters/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Sort' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '3 homes match: 2 for sale, 1 pending or closed',
    );
  },
};

/** The same page on a phone: no panel beside the results there, so the bar opens the sheet. */
export const BesideAPanelOnAPhone: Story = {
  args: { panelBeside: true, filters: { ...ACTIVE }, resultCount: 3, pendingOrClosedCount: 1 },
  globals: { viewport: PHONE },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters 2 active' }));
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  },
};
