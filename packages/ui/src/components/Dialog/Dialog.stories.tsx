import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Field, TextInput, Textarea } from '../Field';
import { Grid, Stack } from '../Layout';
import { Text } from '../Typography';
import { Dialog, DIALOG_SIZES, type DialogProps } from './Dialog';

/** A page with a trigger button that owns the dialog's `open` state, as a site would. */
function DialogWithTrigger({ triggerLabel, ...args }: DialogProps & { triggerLabel: string }) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const GUIDE_TRIGGER = 'Get the Free Relocation Guide';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Moving from Michigan to Florida?',
    description:
      'A short guide for families leaving Royal Oak, Birmingham or Grosse Pointe for the Gulf Coast.',
    children: (
      <Stack gap="3">
        <Text>
          Selling in Oakland County and buying in Florida in the same season takes planning: when to list, how
          to time two closings, and what Florida&apos;s homestead exemption means for your taxes.
        </Text>
        <Text>The guide walks through each step with a checklist you can print.</Text>
      </Stack>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: DIALOG_SIZES },
  },
  // Remounting when the `open` control changes keeps the story's own state in step with it.
  render: (args) => <DialogWithTrigger key={String(args.open)} triggerLabel={GUIDE_TRIGGER} {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until the visitor presses the trigger; the close button closes it and focus goes back. */
export const Closed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: GUIDE_TRIGGER });

    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Moving from Michigan to Florida?' });
    await expect(dialog).toHaveAccessibleDescription(/Royal Oak, Birmingham or Grosse Pointe/);
    // No field inside: focus starts on the close button.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();

    await userEvent.click(close);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** Open on arrival; the rest of the page is inert, so Tab never leaves the dialog. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Moving from Michigan to Florida?' });
    await expect(dialog).toHaveAccessibleDescription(/Gulf Coast/);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
  },
};

/** A form in a dialog: focus starts in the first field and Tab cycles through the form only. */
export const WithForm: Story = {
  args: {
    title: 'Get Your Free Relocation Guide',
    description: "Tell me where to send it. I'll never share your details.",
    children: (
      <form
        aria-label="Guide request"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Stack gap="4">
          <Grid columns={2} gap="4">
            <Field label="First name" required>
              <TextInput name="firstName" autoComplete="given-name" />
            </Field>
            <Field label="Last name" required>
              <TextInput name="lastName" autoComplete="family-name" />
            </Field>
          </Grid>
          <Field label="Email" required hint="The guide arrives as a PDF within a few minutes.">
            <TextInput name="email" type="email" autoComplete="email" />
          </Field>
          <Field label="Message" markOptional>
            <Textarea name="message" rows={3} placeholder="We're looking at Sarasota and Naples..." />
          </Field>
          <Button type="submit" fullWidth>
            Send Me the Guide
          </Button>
        </Stack>
      </form>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: GUIDE_TRIGGER });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Get Your Free Relocation Guide' });
    const inDialog = within(dialog);

    const firstName = inDialog.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveFocus();
    await userEvent.type(firstName, 'Dana');

    // Forward through the form: last name, email, message, the submit button, then round to the top.
    const order = [
      inDialog.getByRole('textbox', { name: 'Last name' }),
      inDialog.getByRole('textbox', { name: 'Email' }),
      inDialog.getByRole('textbox', { name: /Message/ }),
      inDialog.getByRole('button', { name: 'Send Me the Guide' }),
      inDialog.getByRole('button', { name: 'Close' }),
      firstName,
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    // And backwards out of the top lands on the last control, not on the page behind.
    await userEvent.tab({ shift: true });
    await expect(inDialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inDialog.getByRole('button', { name: 'Send Me the Guide' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Opening again shows what the visitor typed.
    await userEvent.click(trigger);
    await expect(await canvas.findByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
  },
};

const STEPS = [
  [
    'Consultation',
    'We meet in Detroit, Ferndale or over video to talk through what you want, what you can spend and when you need to move.',
  ],
  [
    'Financing and pre-approval',
    'A local lender reviews your pay stubs, W-2s and bank statements and gives you a pre-approval letter that sellers in Birmingham and Royal Oak take seriously.',
  ],
  [
    'Home search and tours',
    'I send listings that match before they reach the big sites, and we tour the best of them together, from Dearborn bungalows to Grosse Pointe colonials.',
  ],
  [
    'Negotiation and offers',
    'We look at recent sales in Wayne and Oakland counties and write an offer that is strong without overpaying, with the inspections you need.',
  ],
  [
    'Closing',
    'I coordinate the title company, the lender and the final walk-through, so closing day is about getting your keys.',
  ],
] as const;

/** Content taller than the screen scrolls inside the dialog; the title and close button stay in view. */
export const LongContent: Story = {
  args: {
    size: 'lg',
    title: 'How Buying a Home in Metro Detroit Works',
    description: 'Five steps, from the first conversation to the keys.',
    children: (
      <Stack gap="5">
        {STEPS.map(([step, text], index) => (
          <Stack key={step} gap="2">
            <Text weight="semibold">
              {index + 1}. {step}
            </Text>
            <Text>{text}</Text>
            <Text tone="muted">
              Most buyers spend one to three weeks on this step. Ask me for the checklist that goes with it,
              and we will go through it together before you move on.
            </Text>
          </Stack>
        ))}
      </Stack>
    ),
  },
  render: (args) => <DialogWithTrigger triggerLabel="See the Buying Process" {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'See the Buying Process' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'How Buying a Home in Metro Detroit Works' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);

    dialog.scrollTop = dialog.scrollHeight;
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() =>
      expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(dialog.getBoundingClientRect().top),
    );
    await expect(within(dialog).getByText('5. Closing')).toBeVisible();

    // A click on the dim backdrop, outside the dialog's box, closes it.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 1, clientY: 1 } });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A small confirmation with its own close label; clicks inside the dialog never close it. */
export const Small: Story = {
  args: {
    size: 'sm',
    closeLabel: 'Dismiss',
    title: 'Tour Request Saved',
    description: 'I will call you within 15 minutes to confirm a time for 412 W Lincoln Ave, Royal Oak.',
    children: <Text tone="muted">Showings run seven days a week, mornings through early evening.</Text>,
  },
  render: (args) => <DialogWithTrigger triggerLabel="Schedule a Tour" {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule a Tour' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Tour Request Saved' });

    await userEvent.click(within(dialog).getByText(/Showings run seven days a week/));
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Schedule a Tour' })).toHaveFocus();
  },
};
