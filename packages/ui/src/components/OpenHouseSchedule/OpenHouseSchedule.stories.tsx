import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE } from '../../test/viewports';
import { OpenHouseSchedule, type OpenHouseSlot } from './OpenHouseSchedule';

/** A calendar file as the site writes one: a data: address (shortened here). */
const calendar = (day: string) => ({
  href: `data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0ADTSTART%3A${day}T180000Z%0D%0AEND%3AVCALENDAR`,
  fileName: `open-house-1428-maplewood-ave-${day}.ics`,
});

const saturday: OpenHouseSlot = {
  value: '2026-12-05T18:00:00.000Z',
  when: 'Sat, Dec 5, 1 – 3 PM',
  calendar: calendar('2026-12-05'),
};
const sunday: OpenHouseSlot = {
  value: '2026-12-06T17:30:00.000Z',
  when: 'Sun, Dec 6, 12:30 – 2:00 PM',
  note: 'Park on Maplewood; the driveway is shared with the neighbors.',
  calendar: calendar('2026-12-06'),
};
const nextSaturday: OpenHouseSlot = {
  value: '2026-12-12T16:00:00.000Z',
  when: 'Sat, Dec 12, 11 AM – 1 PM',
  calendar: calendar('2026-12-12'),
};

const meta = {
  title: 'Listings/OpenHouseSchedule',
  component: OpenHouseSchedule,
  args: {
    openHouses: [saturday],
    intro: "Come see it in person, no appointment needed. I'll be there the whole time.",
    rsvp: {
      action: 'https://example.supabase.co/functions/v1/submit-lead',
      hiddenFields: {
        kind: 'open_house',
        page: '/listing/1428-maplewood-ave',
        listingSlug: '1428-maplewood-ave',
      },
      consentLabel: 'I agree to be contacted about this open house by phone, text or email.',
    },
  },
} satisfies Meta<typeof OpenHouseSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The block, found by its heading, and its RSVP form. */
function parts(canvas: ReturnType<typeof within>) {
  const block = canvas.getByRole('region', { name: 'Open House' });
  const form = within(block).getByRole('form', { name: "Let me know you're coming" });
  return { block, form };
}

/** One open house: its time, its calendar file, and an RSVP that names it without asking. */
export const OneOpenHouse: Story = {
  play: async ({ canvas }) => {
    const { block, form } = parts(canvas);
    await expect(within(block).getAllByRole('listitem')).toHaveLength(1);
    await expect(block).toHaveTextContent('Sat, Dec 5, 1 – 3 PM');
    const file = within(block).getByRole('link', { name: 'Add to calendar: Sat, Dec 5, 1 – 3 PM' });
    await expect(file).toHaveAttribute('download', 'open-house-1428-maplewood-ave-2026-12-05.ics');
    await expect(file.getAttribute('href')).toMatch(/^data:text\/calendar/);
    await expect(within(form).queryByRole('combobox', { name: /Which open house/ })).toBeNull();
    // A plain post, which works before and without JavaScript: the open house and the listing go with it.
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', 'https://example.supabase.co/functions/v1/submit-lead');
    const sent = new FormData(form as HTMLFormElement);
    await expect(sent.get('openHouse')).toBe('2026-12-05T18:00:00.000Z');
    await expect(sent.get('kind')).toBe('open_house');
    await expect(sent.get('listingSlug')).toBe('1428-maplewood-ave');
    await expect(within(form).getByRole('combobox', { name: /How many are coming/ })).toHaveValue('1');
  },
};

/** Several open houses, one with the agent's note: the visitor chooses which in the RSVP. */
export const SeveralWithANote: Story = {
  args: { openHouses: [saturday, sunday, nextSaturday] },
  play: async ({ canvas }) => {
    const { block, form } = parts(canvas);
    await expect(within(block).getAllByRole('listitem')).toHaveLength(3);
    await expect(block).toHaveTextContent('Park on Maplewood; the driveway is shared with the neighbors.');
    await expect(within(block).getAllByRole('link', { name: /^Add to calendar: / })).toHaveLength(3);
    const which = within(form).getByRole('combobox', { name: /Which open house/ });
    await expect(
      within(which)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sat, Dec 5, 1 – 3 PM', 'Sun, Dec 6, 12:30 – 2:00 PM', 'Sat, Dec 12, 11 AM – 1 PM']);
    await expect(which).toHaveValue('2026-12-05T18:00:00.000Z');
    await userEvent.selectOptions(which, 'Sun, Dec 6, 12:30 – 2:00 PM');
    await expect(new FormData(form as HTMLFormElement).get('openHouse')).toBe('2026-12-06T17:30:00.000Z');
  },
};

/** Sent empty: the browser stops it at the name, and the phone stays optional. */
export const SentEmpty: Story = {
  play: async ({ canvas }) => {
    const { form } = parts(canvas);
    const name = within(form).getByRole('textbox', { name: /Your name/ });
    await expect(name).toBeRequired();
    await expect(within(form).getByRole('textbox', { name: /Email/ })).toBeRequired();
    await expect(within(form).getByRole('textbox', { name: /Phone/ })).not.toBeRequired();
    await expect(within(form).getByRole('checkbox')).toBeRequired();
    await userEvent.click(within(form).getByRole('button', { name: "I'm Coming" }));
    await expect((form as HTMLFormElement).checkValidity()).toBe(false);
    await expect(name).toHaveFocus();
    // The browser's own bubble ("Please fill out this field") fades in on its own clock: leaving
    // the field closes it, so the story's picture is the same every time.
    name.blur();
    await expect(name).not.toHaveFocus();
  },
};

/** No open house to come: nothing at all. */
export const NoneToCome: Story = {
  args: { openHouses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Open House' })).toBeNull();
  },
};

/** On a phone, with the agent's own words for the headings and the button. */
export const OnAPhoneInOtherWords: Story = {
  args: {
    openHouses: [saturday, sunday],
    title: 'Open Houses',
    rsvpTitle: 'Tell me you are coming',
    sendLabel: 'Save My Spot',
  },
  globals: { viewport: PHONE },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'Open Houses' });
    const form = within(block).getByRole('form', { name: 'Tell me you are coming' });
    await expect(within(form).getByRole('button', { name: 'Save My Spot' })).toBeVisible();
  },
};
