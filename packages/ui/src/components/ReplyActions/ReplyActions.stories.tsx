import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReplyActions } from './ReplyActions';

// Sample contact details: 555-01xx numbers are fictional, example.com never delivers.
const meta = {
  title: 'Back office/ReplyActions',
  component: ReplyActions,
  args: {
    name: 'Dana Whitfield',
    callHref: 'tel:+12485550147',
    textHref: 'sms:+12485550147',
    emailHref:
      'mailto:dana.whitfield@example.com?subject=Your%20tour%20request%3A%201428%20Maplewood%20Ave%2C%20Royal%20Oak',
  },
} satisfies Meta<typeof ReplyActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of a lead's page: Call, Text and Email across the width, each naming the person. */
export const Full: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Reply to Dana Whitfield' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call Dana Whitfield' })).toHaveAttribute(
      'href',
      args.callHref,
    );
    await expect(canvas.getByRole('link', { name: 'Text Dana Whitfield' })).toHaveAttribute(
      'href',
      args.textHref,
    );
    await expect(canvas.getByRole('link', { name: 'Email Dana Whitfield' })).toHaveAttribute(
      'href',
      args.emailHref,
    );
    await expect(canvas.getByText('Call')).toBeVisible();
  },
};

/** In an inbox row: square buttons a thumb can hit, their words joining them on wider screens. */
export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvas }) => {
    const call = canvas.getByRole('link', { name: 'Call Dana Whitfield' });
    const box = call.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(36);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** A guide request that left the phone empty: Email only, no Call or Text to tap in vain. */
export const WithoutPhone: Story = {
  args: {
    name: 'Priya Shah',
    callHref: undefined,
    textHref: undefined,
    emailHref: 'mailto:priya.shah@example.com?subject=Your%20guide%20request',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Email Priya Shah' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Call/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Text/ })).toBeNull();
  },
};

/** Nobody to reply to (no phone, no email): nothing is drawn. */
export const NoWayToReply: Story = {
  args: { name: 'Someone', callHref: undefined, textHref: undefined, emailHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
