import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPhoneWidth } from '../../test/decorators';
import { ResultsStrip, type ResultFigure } from './ResultsStrip';

const FIGURES: ResultFigure[] = [
  { label: 'Homes sold', value: '14', detail: 'in Oakland and Wayne counties' },
  { label: 'Median days on market', value: '12 days', detail: 'from listing to closing' },
  { label: 'Sale-to-list price', value: '99.6%', detail: 'closed price against list price' },
  { label: 'Client reviews', value: '4.9 / 5', detail: 'from 23 reviews' },
];

const meta = {
  title: 'Content/ResultsStrip',
  component: ResultsStrip,
  args: {
    label: 'My results',
    figures: FIGURES,
    footnote: 'From my recently closed listings and the reviews clients sent through this site.',
  },
} satisfies Meta<typeof ResultsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure: each label is read with its figure. */
export const AllFigures: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('group', { name: 'My results' });
    const terms = within(list).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(FIGURES.map((figure) => figure.label));
    const values = within(list).getAllByRole('definition');
    await expect(values[1]).toHaveTextContent('12 days');
    await expect(values[3]).toHaveTextContent('4.9 / 5from 23 reviews');
  },
};

/** Too few sales for a median: only the figures that mean something are passed, and shown. */
export const TwoFigures: Story = {
  args: { figures: [FIGURES[0]!, FIGURES[3]!], footnote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.queryByText('Median days on market')).toBeNull();
  },
};

/** Nothing to show: no strip at all, rather than zeros. */
export const NoFigures: Story = {
  args: { figures: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
  },
};

/** At 390 px: two figures a row. */
export const Mobile: Story = {
  ...atPhoneWidth,
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('term').map((term) => term.parentElement!);
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};
