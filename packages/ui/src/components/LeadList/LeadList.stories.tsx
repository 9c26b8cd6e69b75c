import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeadList, type LeadListItem } from './LeadList';

// Sample people and contact details: 555-01xx numbers are fictional, example.com never delivers.
const tour: LeadListItem = {
  id: 'b7e1',
  href: '/admin/leads/b7e1',
  name: 'Dana Whitfield',
  kind: 'Tour request',
  about: '1428 Maplewood Ave, Royal Oak',
  age: '4 min ago',
  receivedAt: '2026-11-26T14:03:00Z',
  receivedText: 'Nov 26, 2026, 9:03 AM',
  state: { label: 'New', tone: 'warning' },
  clock: { label: 'Reply by 9:18 AM', tone: 'warning' },
  callHref: 'tel:+12485550147',
  textHref: 'sms:+12485550147',
  emailHref: 'mailto:dana.whitfield@example.com?subject=Your%20tour%20request%3A%201428%20Maplewood%20Ave',
};

const LEADS: LeadListItem[] = [
  tour,
  {
    id: 'c2a9',
    href: '/admin/leads/c2a9',
    name: 'Marcus Bell',
    kind: 'Valuation request',
    about: '512 Vinewood St, Wyandotte',
    age: '22 min ago',
    receivedAt: '2026-11-26T13:45:00Z',
    receivedText: 'Nov 26, 2026, 8:45 AM',
    state: { label: 'New', tone: 'warning' },
    clock: { label: 'Overdue by 7 min', tone: 'danger' },
    callHref: 'tel:+17345550163',
    textHref: 'sms:+17345550163',
    emailHref: 'mailto:marcus.bell@example.com?subject=Your%20valuation%20request',
  },
  {
    id: 'd410',
    href: '/admin/leads/d410',
    name: 'Andre Williams',
    kind: 'Partner request',
    about: '/partnerships',
    age: '3 h ago',
    receivedAt: '2026-11-26T11:02:00Z',
    receivedText: 'Nov 26, 2026, 6:02 AM',
    state: { label: 'Contacted', tone: 'info' },
    clock: { label: 'Answered in 2 h 40 min', tone: 'success' },
    callHref: 'tel:+13135550188',
    textHref: 'sms:+13135550188',
    emailHref: 'mailto:andre.williams@example.com?subject=Your%20partner%20request',
  },
  {
    id: 'e5f3',
    href: '/admin/leads/e5f3',
    name: 'Priya Shah',
    kind: 'Guide request',
    about: '/guides/michigan-to-florida',
    age: '1 d ago',
    receivedAt: '2026-11-25T15:20:00Z',
    receivedText: 'Nov 25, 2026, 10:20 AM',
    state: { label: 'New', tone: 'warning' },
    clock: { label: 'No reply owed', tone: 'neutral' },
    emailHref: 'mailto:priya.shah@example.com?subject=Your%20guide%20request',
  },
  {
    id: 'f871',
    href: '/admin/leads/f871',
    name: 'Renee Kowalski',
    kind: 'Question',
    about: 'Updated Colonial Near Downtown Royal Oak, 1428 Maplewood Ave',
    age: '2 d ago',
    receivedAt: '2026-11-24T19:12:00Z',
    receivedText: 'Nov 24, 2026, 2:12 PM',
    state: { label: 'Closed', tone: 'success' },
    clock: { label: 'Answered in 9 min', tone: 'success' },
    callHref: 'tel:+13135550182',
    textHref: 'sms:+13135550182',
    emailHref: 'mailto:renee.k@example.com?subject=Your%20question',
  },
];

const meta = {
  title: 'Back office/LeadList',
  component: LeadList,
  args: { label: 'Leads, newest first', items: LEADS },
} satisfies Meta<typeof LeadList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox: each kind by its name, what it is about, its age and clock, and one-tap replies. */
export const Inbox: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Leads, newest first' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    const first = within(canvas.getByRole('listitem', { name: 'Dana Whitfield' }));
    await expect(first.getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute(
      'href',
      '/admin/leads/b7e1',
    );
    await expect(first.getByText('Tour request')).toBeVisible();
    await expect(first.getByText(/1428 Maplewood Ave, Royal Oak/)).toBeVisible();
    await expect(first.getByText('Reply by 9:18 AM')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Call Dana Whitfield' })).toHaveAttribute(
      'href',
      'tel:+12485550147',
    );
    await expect(first.getByRole('link', { name: 'Text Dana Whitfield' })).toHaveAttribute(
      'href',
      'sms:+12485550147',
    );
    await expect(first.getByRole('link', { name: 'Email Dana Whitfield' })).toHaveAttribute(
      'href',
      tour.emailHref,
    );
  },
};

/** A lead past its reply time: a bar beside the row, and the clock says it in words. */
export const Overdue: Story = {
  args: { items: [LEADS[1] as LeadListItem] },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Marcus Bell' });
    await expect(row).toHaveAttribute('data-attention');
    await expect(within(row).getByText('Overdue by 7 min')).toBeVisible();
  },
};

/** A guide request without a phone: no reply owed, and Email is the only button. */
export const NoReplyOwed: Story = {
  args: { items: [LEADS[3] as LeadListItem] },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('listitem', { name: 'Priya Shah' }));
    await expect(row.getByText('No reply owed')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Email Priya Shah' })).toBeVisible();
    await expect(row.queryByRole('link', { name: /^(Call|Text) / })).toBeNull();
  },
};

/** Reading the leads: placeholder rows, the list marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Leads, newest first' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Nothing matches: the list says so. */
export const Empty: Story = {
  args: { items: [], empty: 'No leads match this search.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No leads match this search.');
  },
};
