import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubmitError } from '../../internal/form';
import { PHONE } from '../../test/viewports';
import { OpenHouseForm } from './OpenHouseForm';

/** A day far ahead, so the stories never age into the past. */
const DAY = '2031-05-10';

const meta = {
  title: 'Back office/OpenHouseForm',
  component: OpenHouseForm,
  args: { timeZone: 'America/Chicago', onSubmit: fn(async () => {}) },
} satisfies Meta<typeof OpenHouseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('form', { name: 'Add an open house' });

/** Fills the day and hours, and the note when given. */
async function fill(form: HTMLElement, day: string, from: string, until: string, note?: string) {
  const fields = within(form);
  await userEvent.type(fields.getByLabelText(/^Day/), day);
  await userEvent.selectOptions(fields.getByRole('combobox', { name: /^From/ }), from);
  await userEvent.selectOptions(fields.getByRole('combobox', { name: /^Until/ }), until);
  if (note) await userEvent.type(fields.getByRole('textbox', { name: /^Note/ }), note);
}

/** Ready for the next one: 1 to 3 PM, no day yet, the note optional. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = within(formOf(canvas));
    await expect(form.getByRole('combobox', { name: /^From/ })).toHaveDisplayValue('1:00 PM');
    await expect(form.getByRole('combobox', { name: /^Until/ })).toHaveDisplayValue('3:00 PM');
    await expect(form.getByText('(optional)')).toBeVisible();
  },
};

/** Sent without a day: the day is asked for, and nothing is saved. */
export const WithoutADay: Story = {
  play: async ({ canvas, args }) => {
    const form = within(formOf(canvas));
    await userEvent.click(form.getByRole('button', { name: 'Add open house' }));
    await expect(await form.findByText('Please choose the day of the open house')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Until before from, and a day gone by: each field says what is wrong. */
export const WrongHoursAndPastDay: Story = {
  play: async ({ canvas, args }) => {
    const form = formOf(canvas);
    await fill(form, '2020-03-01', '3:00 PM', '1:00 PM');
    await userEvent.click(within(form).getByRole('button', { name: 'Add open house' }));
    await expect(await within(form).findByText('Please choose today or a day to come')).toBeVisible();
    await expect(within(form).getByText('Please choose when it ends, after it starts')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved: the open house goes out as the agent typed it, trimmed, and the form clears for another. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    const form = formOf(canvas);
    await fill(form, DAY, '10:00 AM', '11:30 AM', '  Cider on the porch ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add open house' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        day: DAY,
        start: '10:00',
        end: '11:30',
        note: 'Cider on the porch',
      }),
    );
    await waitFor(() => expect(within(form).getByLabelText(/^Day/)).toHaveValue(''));
    await expect(within(form).getByRole('textbox', { name: /^Note/ })).toHaveValue('');
  },
};

/** Not saved: the reason shows in the form, which keeps what was typed. */
export const NotSaved: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('The open house was not saved. Check your connection and try again.');
    }),
  },
  play: async ({ canvas }) => {
    const form = formOf(canvas);
    await fill(form, DAY, '10:00 AM', '11:30 AM', 'Cider on the porch');
    await userEvent.click(within(form).getByRole('button', { name: 'Add open house' }));
    await expect(
      await within(form).findByText('The open house was not saved. Check your connection and try again.'),
    ).toBeVisible();
    await expect(within(form).getByLabelText(/^Day/)).toHaveValue(DAY);
    await expect(within(form).getByRole('textbox', { name: /^Note/ })).toHaveValue('Cider on the porch');
  },
};

/** On the agent's phone: the fields one under another where they do not fit. */
export const OnAPhone: Story = {
  globals: { viewport: PHONE },
  play: async ({ canvas }) => {
    const form = within(formOf(canvas));
    await expect(form.getByRole('button', { name: 'Add open house' })).toBeVisible();
  },
};
