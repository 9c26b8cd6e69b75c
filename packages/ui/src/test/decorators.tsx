import type { Decorator } from '@storybook/react-vite';

/** A single card at the width of one grid column. */
export const oneColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '22rem' }}>
    <Story />
  </div>
);
