import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Layout';
import { Checkbox, Field, Hint, Select, TextInput, Textarea, type SelectOption } from './Field';

const LOOKING_TO: readonly SelectOption[] = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
  { value: 'both', label: 'Both Buy & Sell' },
  { value: 'invest', label: 'Invest' },
  { value: 'rent', label: 'Rent' },
  { value: 'consult', label: 'General Consultation' },
];

const TIMELINE: readonly SelectOption[] = [
  { value: '0-3', label: '0-3 months' },
  { value: '3-6', label: '3-6 months' },
  { value: '6-12', label: '6-12 months' },
  { value: '12+', label: '12+ months' },
  { value: 'research', label: 'Just researching' },
];

const CONSENT = 'I agree to receive texts/emails about my inquiry';
const NOTES_PLACEHOLDER = 'Tell me more about your goals, specific needs, or any questions...';

type State = 'hint' | 'required' | 'error' | 'disabled';

/** What each control says in each state: its label, its help and its error. */
const CONTROLS = {
  text: {
    label: 'Full name',
    hint: 'So I know who to ask for when I call back.',
    error: 'Please enter your name',
  },
  email: {
    label: 'Email',
    hint: "I'll send listings and next steps here.",
    error: 'Please enter a valid email address, like dana@example.com',
  },
  tel: {
    label: 'Phone',
    hint: 'A Michigan or Florida number. I reply by text within 15 minutes.',
    error: 'Please enter a 10-digit phone number',
  },
  select: {
    label: 'Ideal timeline',
    hint: 'A rough idea helps me plan showings.',
    error: 'Please choose a timeline',
  },
  textarea: {
    label: 'Additional details or questions',
    hint: 'Schools, the commute to downtown Detroit, a yard for the dog...',
    error: 'Please keep your message under 1,000 characters',
  },
  checkbox: {
    label: CONSENT,
    hint: 'Reply STOP at any time to opt out.',
    error: 'Please agree to receive updates to continue',
  },
} as const;

/** Every kind of control in one state, as a visitor would meet them in the inquiry form. */
function AllControls({ state }: { state: State }) {
  const checkboxHintId = useId();
  const props = (kind: keyof typeof CONTROLS) => ({
    label: CONTROLS[kind].label,
    hint: state === 'hint' ? CONTROLS[kind].hint : undefined,
    error: state === 'error' ? CONTROLS[kind].error : undefined,
    required: state === 'required',
  });
  const disabled = state === 'disabled';
  const { label: _checkboxLabel, ...checkbox } = props('checkbox');
  return (
    <Stack gap="5" style={{ maxWidth: '28rem' }}>
      <Field {...props('text')}>
        <TextInput
          name="name"
          autoComplete="name"
          disabled={disabled}
          defaultValue={disabled ? 'Dana Kowalski' : undefined}
        />
      </Field>
      <Field {...props('email')}>
        <TextInput name="email" type="email" autoComplete="email" disabled={disabled} />
      </Field>
      <Field {...props('tel')}>
        <TextInput
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="(248) 555-0123"
          disabled={disabled}
        />
      </Field>
      <Field {...props('select')}>
        <Select name="timeline" options={TIMELINE} placeholder="Select timeline" disabled={disabled} />
      </Field>
      <Field {...props('textarea')}>
        <Textarea name="notes" placeholder={NOTES_PLACEHOLDER} disabled={disabled} />
      </Field>
      <Stack gap="1">
        <Checkbox
          name="consent"
          label={CONSENT}
          required={checkbox.required}
          error={checkbox.error}
          disabled={disabled}
          aria-describedby={checkbox.hint ? checkboxHintId : undefined}
        />
        {checkbox.hint && <Hint id={checkboxHintId}>{checkbox.hint}</Hint>}
      </Stack>
    </Stack>
  );
}

/** The six controls, found as a visitor finds them: by role and by label. */
function controlsIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return [
    ['text', canvas.getByRole('textbox', { name: CONTROLS.text.label })],
    ['email', canvas.getByRole('textbox', { name: CONTROLS.email.label })],
    ['tel', canvas.getByRole('textbox', { name: CONTROLS.tel.label })],
    ['select', canvas.getByRole('combobox', { name: CONTROLS.select.label })],
    ['textarea', canvas.getByRole('textbox', { name: CONTROLS.textarea.label })],
    ['checkbox', canvas.getByRole('checkbox', { name: CONTROLS.checkbox.label })],
  ] as const;
}

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Full name',
    children: <TextInput name="name" autoComplete="name" />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainText: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Dana Kowalski');
    await expect(input).toHaveValue('Dana Kowalski');
  },
};

/** `type="email"` brings the @ keyboard on phones and the browser's address autofill. */
export const Email: Story = {
  args: {
    label: 'Email',
    children: <TextInput name="email" type="email" autoComplete="email" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'dana.kowalski@example.com');
    await expect(input).toHaveValue('dana.kowalski@example.com');
  },
};

export const Tel: Story = {
  args: {
    label: 'Phone',
    children: <TextInput name="phone" type="tel" autoComplete="tel" placeholder="(248) 555-0123" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('placeholder', '(248) 555-0123');
    await userEvent.type(input, '(313) 555-0147');
    await expect(input).toHaveValue('(313) 555-0147');
  },
};

/** The empty first choice reads as a prompt until the visitor picks one. */
export const SelectWithPlaceholder: Story = {
  args: {
    label: "I'm looking to",
    children: <Select name="lookingTo" options={LOOKING_TO} placeholder="Select an option" />,
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: "I'm looking to" });
    await expect(select).toHaveDisplayValue('Select an option');
    await userEvent.selectOptions(select, canvas.getByRole('option', { name: 'Both Buy & Sell' }));
    await expect(select).toHaveValue('both');
    await expect(select).toHaveDisplayValue('Both Buy & Sell');
  },
};

export const TextareaNotes: Story = {
  args: {
    label: 'Additional details or questions',
    markOptional: true,
    children: <Textarea name="notes" placeholder={NOTES_PLACEHOLDER} />,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Additional details or questions (optional)' });
    await expect(textarea).toHaveAttribute('placeholder', NOTES_PLACEHOLDER);
    await userEvent.type(textarea, 'We need a yard for the dog and a short drive to Beaumont Royal Oak.');
    await expect(textarea).toHaveValue('We need a yard for the dog and a short drive to Beaumont Royal Oak.');
  },
};

/** Clicking the words toggles the box, as a bigger target for thumbs. */
export const CheckboxConsent: Story = {
  render: () => <Checkbox name="consent" label={CONSENT} />,
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText(CONSENT));
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};

/** Each control reads its hint after its label. */
export const WithHint: Story = {
  render: () => <AllControls state="hint" />,
  play: async ({ canvasElement }) => {
    for (const [kind, control] of controlsIn(canvasElement)) {
      await expect(control).toHaveAccessibleDescription(CONTROLS[kind].hint);
      await expect(control).not.toBeInvalid();
    }
  },
};

/**
 * Required controls show an asterisk (hidden from screen readers, which hear "required" from the
 * control itself) and are refused empty by the browser.
 */
export const Required: Story = {
  render: () => <AllControls state="required" />,
  play: async ({ canvasElement }) => {
    for (const [, control] of controlsIn(canvasElement)) {
      await expect(control).toBeRequired();
      // Empty, the browser's own validation refuses it.
      await expect(control).toBeInvalid();
    }
    const [, name] = controlsIn(canvasElement)[0];
    await userEvent.type(name, 'Dana Kowalski');
    await expect(name).toBeValid();
  },
};

/** Each control is marked invalid and its error is its accessible description. */
export const WithError: Story = {
  render: () => <AllControls state="error" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [kind, control] of controlsIn(canvasElement)) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(CONTROLS[kind].error);
      await expect(canvas.getByText(CONTROLS[kind].error)).toBeVisible();
    }
  },
};

/** A hint and an error together: the hint is read first, then the error. */
export const WithHintAndError: Story = {
  args: {
    label: 'Email',
    hint: CONTROLS.email.hint,
    error: CONTROLS.email.error,
    children: <TextInput name="email" type="email" autoComplete="email" defaultValue="dana@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${CONTROLS.email.hint} ${CONTROLS.email.error}`);
  },
};

/** Disabled controls cannot be changed or focused, e.g. while a form is sending. */
export const Disabled: Story = {
  render: () => <AllControls state="disabled" />,
  play: async ({ canvasElement }) => {
    const controls = controlsIn(canvasElement);
    for (const [, control] of controls) {
      await expect(control).toBeDisabled();
    }
    const [[, name], , , , , [, consent]] = controls;
    await userEvent.type(name, ' Jr.');
    await expect(name).toHaveValue('Dana Kowalski');
    await userEvent.click(consent);
    await expect(consent).not.toBeChecked();
  },
};
