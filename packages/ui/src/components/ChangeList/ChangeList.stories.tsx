import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { DataTable, type DataTableColumn } from '../DataTable';
import { ChangeList, type Change } from './ChangeList';

const meta = {
  title: 'Back office/ChangeList',
  component: ChangeList,
  args: {
    changes: [
      { label: 'Status', from: 'Coming soon', to: 'Current' },
      { label: 'Price', from: '$389,000', to: '$379,000' },
    ],
  },
} satisfies Meta<typeof ChangeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edit: each value before and after, read as "from … to …". */
export const Updated: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Status: from Coming soon → to Current');
    await expect(within(items[1] as HTMLElement).getByText('$389,000')).toHaveStyle({
      textDecorationLine: 'line-through',
    });
  },
};

/** A record created: only the new values ("set to"). */
export const Created: Story = {
  args: {
    changes: [
      { label: 'Title', to: 'Updated Colonial Near Downtown Royal Oak' },
      { label: 'Address', to: '1428 Maplewood Ave' },
      { label: 'Bedrooms', to: '4' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Title: set to Updated Colonial Near Downtown Royal Oak',
    );
  },
};

/** A record deleted: only the old values ("was"), struck through. */
export const Deleted: Story = {
  args: { changes: [{ label: 'Alt text', from: 'Kitchen with quartz counters' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Alt text: was Kitchen with quartz counters',
    );
  },
};

/** A value cleared or first filled: the empty side says so rather than showing nothing. */
export const EmptyValues: Story = {
  args: {
    changes: [
      { label: 'Notes', from: '', to: 'Called back, showing Saturday 10 AM.' },
      { label: 'Archived at', from: 'Sep 12, 2025, 9:41 AM', to: '' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('empty')).toHaveLength(2);
  },
};

/** Long text keeps its line breaks and wraps; markup is shown as typed. */
export const LongTextAndMarkup: Story = {
  args: {
    changes: [
      {
        label: 'Notes',
        from: 'First call: wants a ranch in Ferndale or Berkley.',
        to: 'First call: wants a ranch in Ferndale or Berkley.\nSecond call: pre-approved to $320,000. <b>Send listings</b> <img src=x onerror=alert(1)>',
      },
    ],
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveTextContent('<b>Send listings</b> <img src=x onerror=alert(1)>');
    await expect(item.querySelector('b, img')).toBeNull();
  },
};

interface Entry {
  id: string;
  when: string;
  who: string;
  what: string;
  action: 'Changed' | 'Created';
  changes: Change[];
}

const ENTRIES: Entry[] = [
  {
    id: '3',
    when: 'Sep 12, 2025, 10:02 AM',
    who: 'alex.morgan@example.com',
    what: 'Approved the review from Danielle R.',
    action: 'Changed',
    changes: [{ label: 'Status', from: 'Pending', to: 'Approved' }],
  },
  {
    id: '2',
    when: 'Sep 12, 2025, 9:50 AM',
    who: 'alex.morgan@example.com',
    what: 'Marked the lead from Dana Whitfield contacted',
    action: 'Changed',
    changes: [{ label: 'State', from: 'New', to: 'Contacted' }],
  },
  {
    id: '1',
    when: 'Sep 11, 2025, 4:12 PM',
    who: 'alex.morgan@example.com',
    what: 'Created the listing 1428 Maplewood Ave',
    action: 'Created',
    changes: [
      { label: 'Title', to: 'Updated Colonial Near Downtown Royal Oak' },
      { label: 'Price', to: '$389,000' },
    ],
  },
];

const COLUMNS: DataTableColumn<Entry>[] = [
  { key: 'when', header: 'When', cell: (entry) => entry.when },
  { key: 'who', header: 'Who', cell: (entry) => entry.who },
  { key: 'what', header: 'What', rowHeader: true, cell: (entry) => entry.what },
  {
    key: 'changes',
    header: 'Changes',
    cell: (entry) => (
      <>
        <Badge>{entry.action}</Badge> <ChangeList changes={entry.changes} />
      </>
    ),
  },
];

/** In the back office's audit log: one row per change, newest first, in a DataTable. */
export const InAnAuditLog: Story = {
  render: () => (
    <DataTable
      caption="Activity, newest first"
      columns={COLUMNS}
      rows={ENTRIES}
      rowKey={(entry) => entry.id}
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Activity, newest first' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(
      within(table).getByRole('rowheader', { name: 'Approved the review from Danielle R.' }),
    ).toBeVisible();
  },
};
