import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Layout';
import { Button, ButtonLink, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Schedule a Tour', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule a Tour' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Accent: Story = { args: { variant: 'accent', children: "Let's Get Started" } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Explore Listings' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View Details' } };

export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Call Now' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--as-color-surface-inverse)', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const WithIcons: Story = {
  args: { iconStart: 'phone', children: 'Call Now', iconEnd: 'arrowRight' },
};

/** While a form sends, the button says so, is disabled and is announced as busy. */
export const Loading: Story = {
  args: { loading: true, loadingText: 'Sending...', children: 'Send Message', type: 'submit' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Schedule a Tour' })).toBeDisabled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Request Free Market Analysis' } };

/** Every variant in every size, for design review. */
export const Matrix: Story = {
  render: (args) => (
    <Stack gap="4">
      {BUTTON_SIZES.map((size) => (
        <Stack key={size} direction="row" gap="3" align="center">
          {BUTTON_VARIANTS.filter((variant) => variant !== 'inverse').map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(
      BUTTON_SIZES.length * (BUTTON_VARIANTS.length - 1),
    );
  },
};

/** In-site links go through the site's router link, passed as `linkComponent` (or `LinkProvider`). */
export const AsRouterLink: Story = {
  render: () => {
    const RouterLink = ({ href, ...rest }: React.ComponentProps<'a'> & { href: string }) => (
      <a href={href} data-router-link="" {...rest} />
    );
    return (
      <ButtonLink href="/contact" linkComponent={RouterLink} iconEnd="arrowRight">
        Work with the agent
      </ButtonLink>
    );
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Work with the agent' });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** Phone, mail and external links always render a plain anchor, never the router's link. */
export const AsExternalLink: Story = {
  render: () => (
    <Stack direction="row" gap="3">
      <ButtonLink href="tel:+12485550123" variant="secondary" iconStart="phone">
        Call Now
      </ButtonLink>
      <ButtonLink href="https://www.facebook.com/" target="_blank" variant="ghost">
        Facebook
      </ButtonLink>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+12485550123');
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
