import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PHONE, phoneViewport } from '../../test/viewports';
import { Button } from '../Button';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { ActionBar } from './ActionBar';

const markContacted = fn();

const meta = {
  title: 'Back office/ActionBar',
  component: ActionBar,
  args: {
    role: 'group',
    'aria-label': 'Lead state',
    children: (
      <>
        <Button size="sm" onClick={markContacted}>
          Mark contacted
        </Button>
        <Button size="sm" variant="secondary">
          Mark closed
        </Button>
        <Button size="sm" variant="ghost">
          Mark spam
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <Stack gap="4">
        {Array.from({ length: 8 }, (_, index) => (
          <Text key={index}>
            Dana asked to tour 1428 Maplewood Ave in Royal Oak on Saturday morning, in person, and would like
            to know whether the basement is finished and how old the roof is.
          </Text>
        ))}
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone, at the end of a long page: the actions stay at the bottom of the screen while the
 * page scrolls, one tap away.
 */
export const StaysInReach: Story = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: PHONE },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('group', { name: 'Lead state' });
    const box = bar.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    await expect(box.top).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark contacted' }));
    await expect(markContacted).toHaveBeenCalled();
  },
};
