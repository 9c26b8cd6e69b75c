import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { DataTable, type DataTableColumn } from './DataTable';

interface Lead {
  id: string;
  name: string;
  email: string;
  kind: string;
  page: string;
  received: string;
  state: 'New' | 'Contacted';
}

const LEADS: Lead[] = [
  {
    id: 'a1',
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.com',
    kind: 'Inquiry',
    page: '1428 Maplewood Ave, Royal Oak',
    received: 'Sep 12, 9:41 AM',
    state: 'New',
  },
  {
    id: 'b2',
    name: 'Marcus Bell',
    email: 'marcus.bell@example.com',
    kind: 'Valuation',
    page: '/sellers',
    received: 'Sep 12, 8:05 AM',
    state: 'Contacted',
  },
  {
    id: 'c3',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    kind: 'Guide',
    page: '/florida-michigan',
    received: 'Sep 11, 6:30 PM',
    state: 'Contacted',
  },
];

const COLUMNS: DataTableColumn<Lead>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (lead) => <a href={`#lead-${lead.id}`}>{lead.name}</a>,
    rowHeader: true,
  },
  { key: 'email', header: 'Email', cell: (lead) => lead.email },
  { key: 'kind', header: 'Kind', cell: (lead) => lead.kind },
  { key: 'page', header: 'From', cell: (lead) => lead.page },
  { key: 'received', header: 'Received', cell: (lead) => lead.received, align: 'end' },
  {
    key: 'state',
    header: 'State',
    cell: (lead) => <Badge tone={lead.state === 'New' ? 'warning' : 'success'}>{lead.state}</Badge>,
  },
];

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<Lead>,
  args: { caption: 'Leads, newest first', columns: COLUMNS, rows: LEADS, rowKey: (lead: Lead) => lead.id },
} satisfies Meta<typeof DataTable<Lead>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three leads: a header row, one row each, the name as each row's header and a link. */
export const WithRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Leads, newest first' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Kind', 'From', 'Received', 'State']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const row = within(table).getByRole('rowheader', { name: 'Dana Whitfield' });
    await expect(within(row).getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute(
      'href',
      '#lead-a1',
    );
  },
};

/** At 390px each row is a card; every value carries its column's name, and the header row hides. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    const cell = canvas.getByText('marcus.bell@example.com').closest('td') as HTMLElement;
    await expect(cell).toHaveAttribute('data-label', 'Email');
    await expect(getComputedStyle(cell, '::before').content).toBe('"Email"');
    await expect(canvas.getAllByRole('columnheader', { hidden: true })[0]).not.toBeVisible();
  },
};

/** The caption hidden when a heading above says what the table lists; it still names the table. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Leads, newest first' })).toBeVisible();
    await expect(canvas.getByText('Leads, newest first').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
  },
};

/** While rows load: placeholder rows and a busy table. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Leads, newest first' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** No rows: the `empty` message instead of an empty table. */
export const Empty: Story = {
  args: { rows: [], empty: 'No new leads. Every inquiry has been answered.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No new leads. Every inquiry has been answered.',
    );
  },
};
