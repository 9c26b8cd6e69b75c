import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Name', description: 'Dana Whitfield' },
      { term: 'Email', description: 'dana.whitfield@example.com' },
      { term: 'Phone', description: '(248) 555-0147' },
      { term: 'Looking to', description: 'Buy a home' },
      {
        term: 'Notes',
        description:
          "I'm interested in 1428 Maplewood Ave, Royal Oak.\nCould we see it Saturday morning?\n<b>Not bold</b>",
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lead's fields: each name beside its value; line breaks kept, markup shown as typed. */
export const Rows: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Name', 'Email', 'Phone', 'Looking to', 'Notes']);
    const notes = canvas.getAllByRole('definition')[4];
    await expect(notes).toHaveTextContent('<b>Not bold</b>');
    await expect(within(notes as HTMLElement).queryByText('Not bold', { selector: 'b' })).toBeNull();
  },
};

/** Each name above its value, for narrow columns. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
};

/** A value the visitor left empty reads "none" rather than a blank. */
export const EmptyValue: Story = {
  args: {
    items: [
      { term: 'Consent', description: 'I agree to receive texts/emails about my inquiry' },
      { term: 'IP address', description: '' },
      { term: 'Browser', description: null },
    ],
  },
  play: async ({ canvas }) => {
    const values = canvas.getAllByRole('definition');
    await expect(values[1]).toHaveTextContent('none');
    await expect(values[2]).toHaveTextContent('none');
  },
};
