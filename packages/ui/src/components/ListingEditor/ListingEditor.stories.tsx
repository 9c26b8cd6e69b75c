import { LISTING_FIELD_ERRORS } from '@agent-sites/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { PHONE, phoneViewport } from '../../test/viewports';
import { ListingEditor, LISTING_EDITOR_TEXT, type ListingDraft } from './ListingEditor';

const MAPLEWOOD: ListingDraft = {
  title: 'Updated Colonial Near Downtown Royal Oak',
  address: '1428 Maplewood Ave',
  city: 'Royal Oak',
  state: 'MI',
  zipCode: '48067',
  propertyType: 'single_family',
  status: 'current',
  price: 425000,
  closedPrice: null,
  bedrooms: 4,
  bathrooms: 2.5,
  squareFeet: 2150,
  description:
    'A 1926 colonial on a quiet street, a ten-minute walk from Main Street. New kitchen, refinished oak floors, a finished basement and a two-car garage.',
  features: ['Updated kitchen with quartz counters', 'Finished basement', 'Two-car garage'],
  slug: '1428-maplewood-ave-royal-oak',
  listingDate: '2025-06-01',
  closedOn: null,
};

const meta = {
  title: 'Back office/ListingEditor',
  component: ListingEditor,
  args: { onSubmit: fn(async () => {}), defaultState: 'MI' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new listing: Michigan, coming soon, single family; the web address will come from the address. */
export const NewListing: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Listing details' });
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('combobox', { name: /^Status/ })).toHaveValue('coming_soon');
    await expect(canvas.getByRole('combobox', { name: /^Property type/ })).toHaveValue('single_family');
    await expect(canvas.getByRole('textbox', { name: /^State/ })).toHaveValue('MI');
    await expect(canvas.getByRole('textbox', { name: 'Web address' })).toHaveAccessibleDescription(
      /Leave empty to make it from the address/,
    );
    await expect(canvas.queryByRole('textbox', { name: /Closed price/ })).toBeNull();
    await expect(canvas.queryByLabelText('Closed on')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Price and size' })).toBeVisible();
  },
};

/** An existing listing: every field filled in, the features one a line. */
export const Editing: Story = {
  args: { listing: MAPLEWOOD, submitLabel: 'Save changes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(MAPLEWOOD.title);
    await expect(canvas.getByRole('textbox', { name: /^Asking price/ })).toHaveValue('425000');
    await expect(canvas.getByRole('textbox', { name: 'Bathrooms' })).toHaveValue('2.5');
    await expect(canvas.getByRole('textbox', { name: /^Key features/ })).toHaveValue(
      MAPLEWOOD.features.join('\n'),
    );
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** A recently closed listing also has its closed price and the day it closed. */
export const RecentlyClosed: Story = {
  args: {
    listing: { ...MAPLEWOOD, status: 'recently_closed', closedPrice: 431500, closedOn: '2025-06-20' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Closed price/ })).toHaveValue('431500');
    await expect(canvas.getByLabelText('Closed on')).toHaveValue('2025-06-20');
  },
};

/** A closing dated before the listing went on the market is refused, in the database's own words. */
export const ClosedBeforeListed: Story = {
  args: RecentlyClosed.args,
  play: async ({ args, canvas }) => {
    const closedOn = canvas.getByLabelText('Closed on');
    await userEvent.clear(closedOn);
    await userEvent.type(closedOn, '2025-05-20');
    await userEvent.click(canvas.getByRole('button', { name: LISTING_EDITOR_TEXT.save }));
    await expect(closedOn).toHaveAccessibleDescription(LISTING_FIELD_ERRORS.closedOnBeforeListed);
    await waitFor(() => expect(closedOn).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Required fields left empty and a bad ZIP code: every message at once, focus on the first. */
export const MissingFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^ZIP code/ }), '4806');
    await userEvent.click(canvas.getByRole('button', { name: LISTING_EDITOR_TEXT.save }));
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveAccessibleDescription(expect.stringContaining(LISTING_FIELD_ERRORS.title));
    await expect(canvas.getByRole('textbox', { name: /^Street address/ })).toHaveAccessibleDescription(
      LISTING_FIELD_ERRORS.address,
    );
    await expect(canvas.getByRole('textbox', { name: /^ZIP code/ })).toHaveAccessibleDescription(
      LISTING_FIELD_ERRORS.zipCode,
    );
    await waitFor(() => expect(title).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While `onSubmit` runs the button says "Saving..." and is disabled. */
export const Saving: Story = {
  args: { listing: MAPLEWOOD, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: LISTING_EDITOR_TEXT.save }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Listing details' })).toHaveAttribute(
      'data-state',
      'submitting',
    );
  },
};

/** Saved: the form hands over typed values (prices without commas, features as a list) and keeps them. */
export const Saved: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Brick Ranch on a Quiet Court');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Status/ }), 'current');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Street address/ }), '2216 Lakeview Ct');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Troy');
    await userEvent.type(canvas.getByRole('textbox', { name: /^ZIP code/ }), '48098');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Asking price/ }), '$379,900');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bathrooms' }), '2.5');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Key features/ }),
      'Fenced yard{enter}{enter}Sunroom',
    );
    await userEvent.click(canvas.getByRole('button', { name: LISTING_EDITOR_TEXT.save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Brick Ranch on a Quiet Court',
          status: 'current',
          city: 'Troy',
          state: 'MI',
          price: 379900,
          bathrooms: 2.5,
          bedrooms: null,
          features: ['Fenced yard', 'Sunroom'],
          slug: null,
        }),
      ),
    );
    await expect(canvas.getByRole('form', { name: 'Listing details' })).toHaveAttribute(
      'data-state',
      'success',
    );
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Brick Ranch on a Quiet Court');
  },
};

/** The server refused two fields: its messages next to them, focus on the first, nothing typed lost. */
export const ServerRefusal: Story = {
  args: {
    listing: MAPLEWOOD,
    onSubmit: fn(async () => {
      throw new SubmitError('Some fields need a change before the listing can be saved.', {
        price: LISTING_FIELD_ERRORS.price,
        slug: 'That web address is taken by another listing. Choose another, or leave it empty.',
      });
    }),
  },
  play: async ({ canvas }) => {
    const price = canvas.getByRole('textbox', { name: /^Asking price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '425000');
    await userEvent.click(canvas.getByRole('button', { name: LISTING_EDITOR_TEXT.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Some fields need a change before the listing can be saved.',
    );
    await expect(price).toHaveAccessibleDescription(expect.stringContaining(LISTING_FIELD_ERRORS.price));
    await waitFor(() => expect(price).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Web address' })).toHaveAccessibleDescription(
      expect.stringContaining('That web address is taken'),
    );
    await expect(price).toHaveValue('425000');
    await expect(canvas.getByRole('form', { name: 'Listing details' })).toHaveAttribute(
      'data-state',
      'error',
    );
  },
};

/** Anything unexpected (the network dropped): the form's own words, focused; the values stay. */
export const Failure: Story = {
  args: {
    listing: MAPLEWOOD,
    onSubmit: fn(async () => {
      throw new Error('Failed to fetch');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: LISTING_EDITOR_TEXT.save }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(LISTING_EDITOR_TEXT.failed);
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(MAPLEWOOD.title);
  },
};

/** Editing says so beside the save button, and tells the page, so it can warn before leaving. */
export const UnsavedChanges: Story = {
  args: { listing: MAPLEWOOD, onDirtyChange: fn() },
  play: async ({ args, canvas }) => {
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    const price = canvas.getByRole('textbox', { name: /^Asking price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '419000');
    await expect(canvas.getByText(LISTING_EDITOR_TEXT.unsaved)).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: LISTING_EDITOR_TEXT.save }));
    await expect(await canvas.findByText(LISTING_EDITOR_TEXT.saved)).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByText(LISTING_EDITOR_TEXT.unsaved)).toBeNull();
  },
};

/**
 * On a phone the short number fields sit side by side and the save button stays at the bottom of
 * the screen while the long form scrolls.
 */
export const Phone: Story = {
  args: { listing: MAPLEWOOD },
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: PHONE },
  play: async ({ canvas }) => {
    const city = canvas.getByRole('textbox', { name: /^City/ });
    const state = canvas.getByRole('textbox', { name: /^State/ });
    await expect(state.getBoundingClientRect().top).toBeGreaterThan(city.getBoundingClientRect().bottom);
    const rows = ['Bedrooms', 'Bathrooms', 'Square feet'].map(
      (name) => canvas.getByRole('textbox', { name }).getBoundingClientRect().top,
    );
    await expect(new Set(rows).size).toBe(1);
    const save = canvas.getByRole('button', { name: LISTING_EDITOR_TEXT.save });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(save.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('textbox', { name: /^Title/ }).getBoundingClientRect().bottom,
    );
  },
};
