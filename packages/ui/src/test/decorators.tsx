import type { Decorator } from '@storybook/react-vite';

/** A single card at the width of one grid column. */
export const oneColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '22rem' }}>
    <Story />
  </div>
);

/** A story at a 390 by 844 phone screen: spread into the story (`...atPhoneWidth`). */
export const atPhoneWidth = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
