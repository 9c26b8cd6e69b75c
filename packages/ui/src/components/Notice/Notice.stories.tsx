import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout';
import { Notice, type NoticeTone } from './Notice';

const NOTICE_TONES = ['info', 'success', 'warning', 'danger'] as const satisfies readonly NoticeTone[];

const meta = {
  title: 'Primitives/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Buyer-broker agreements',
    children: 'Since August 2024, Michigan buyers sign a written agreement with their agent before touring.',
  },
  argTypes: { tone: { control: 'inline-radio', options: NOTICE_TONES } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Info and success are polite status messages: read out when the screen reader is free. */
export const Info: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Buyer-broker agreements');
    await expect(notice).toHaveTextContent(/written agreement with their agent/);
  },
};

/** The inquiry form's confirmation. */
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Thank you!',
    children: "I'll respond within 15 minutes. Check your email for next steps.",
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Thank you!');
    await expect(status).toHaveTextContent(
      "I'll respond within 15 minutes. Check your email for next steps.",
    );
  },
};

/** Warnings and dangers are alerts: read out at once. */
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Showings paused',
    children: 'The sellers in Grosse Pointe have accepted an offer; showings resume if it falls through.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Showings paused');
  },
};

/** The destructive notice the inquiry form shows when consent is missing. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Consent Required',
    children: 'Please agree to receive updates to continue',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Consent Required');
    await expect(alert).toHaveTextContent('Please agree to receive updates to continue');
  },
};

export const WithoutTitle: Story = {
  args: {
    tone: 'info',
    title: undefined,
    children: 'Availability: 7 days a week, across Wayne and Oakland counties.',
  },
};

/** Every tone, for design review. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="3">
      {NOTICE_TONES.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={`${tone} notice`}>
          A message about your home search in Dearborn.
        </Notice>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    for (const tone of NOTICE_TONES) {
      await expect(canvas.getByText(`${tone} notice`)).toBeVisible();
    }
  },
};
