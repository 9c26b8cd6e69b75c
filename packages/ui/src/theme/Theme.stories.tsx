import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled, useTheme } from 'styled-components';
import { expect } from 'storybook/test';
import { Heading, Text } from '../components/Typography';
import type { Theme } from './tokens';
import { vars } from './vars';

/** The tokens of the theme chosen in the toolbar: what designers change to re-theme a site. */
const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${vars.space['4']};
  margin: 0 0 ${vars.space['8']};
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};

  & > span {
    height: 3.5rem;
    border: 1px solid ${vars.color.border.default};
    border-radius: ${vars.radius.md};
  }
  & code {
    font-family: ${vars.font.mono};
    color: ${vars.color.text.muted};
  }
`;

function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
}

function ColorTokens() {
  const theme = useTheme() as Theme;
  return (
    <>
      <Heading level={1} size="lg">
        {theme.name}: colour roles
      </Heading>
      {Object.entries(theme.color).map(([group, tokens]) => (
        <section key={group} aria-label={`${group} colours`}>
          <Heading level={2} size="sm" style={{ margin: '1.5rem 0 0.75rem' }}>
            {group}
          </Heading>
          <Swatches>
            {flatten(tokens).map(([name, value]) => (
              <Swatch key={name} data-token={`${group}.${name}`}>
                <span style={{ background: value }} />
                <strong>{name}</strong>
                <code>{value}</code>
              </Swatch>
            ))}
          </Swatches>
        </section>
      ))}
    </>
  );
}

export const Colors: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('[data-token]');
    await expect(swatches.length).toBeGreaterThan(30);
  },
};

function TypeScale() {
  const theme = useTheme() as Theme;
  return (
    <>
      <Heading level={1} size="display">
        Detroit roots, Florida sun
      </Heading>
      <Heading level={2} size="xl">
        Homes across Wayne and Oakland counties
      </Heading>
      <Heading level={3} size="lg">
        Royal Oak, Birmingham, Ferndale
      </Heading>
      <Heading level={4} size="md">
        Moving from Michigan to Florida
      </Heading>
      <Heading level={5} size="sm">
        Your 15-minute reply promise
      </Heading>
      {(['lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <Text key={size} size={size} style={{ marginTop: '1rem' }}>
          {size}: A 1920s Tudor near the Detroit Institute of Arts, a Birmingham colonial with a walkable
          downtown, a Gulf Coast condo for the winter months.
        </Text>
      ))}
      <Text tone="muted" size="sm" style={{ marginTop: '1rem' }}>
        Body: {theme.font.body} · Headings: {theme.font.heading}
      </Text>
    </>
  );
}

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Detroit roots, Florida sun');
  },
};

const Boxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['6']};
  margin-bottom: ${vars.space['8']};

  & figure {
    display: flex;
    flex-direction: column;
    gap: ${vars.space['2']};
    font-size: ${vars.fontSize.sm};
  }
  & figure > div {
    background: ${vars.color.surface.raised};
    border: 1px solid ${vars.color.border.strong};
  }
`;

function ShapeTokens() {
  const theme = useTheme() as Theme;
  return (
    <>
      <Heading level={1} size="lg">
        Spacing, radii and shadows
      </Heading>
      <Heading level={2} size="sm" style={{ margin: '1.5rem 0 0.75rem' }}>
        Spacing
      </Heading>
      <Boxes>
        {Object.entries(theme.space).map(([name, value]) => (
          <figure key={name}>
            <div
              style={{ width: value, height: value, minWidth: 1, minHeight: 1, background: 'currentColor' }}
            />
            <figcaption>
              {name}: {value}
            </figcaption>
          </figure>
        ))}
      </Boxes>
      <Heading level={2} size="sm" style={{ margin: '1.5rem 0 0.75rem' }}>
        Radii and shadows
      </Heading>
      <Boxes>
        {Object.entries(theme.radius).map(([name, value]) => (
          <figure key={name}>
            <div style={{ width: '5rem', height: '3rem', borderRadius: value }} />
            <figcaption>radius.{name}</figcaption>
          </figure>
        ))}
        {Object.entries(theme.shadow).map(([name, value]) => (
          <figure key={name}>
            <div style={{ width: '5rem', height: '3rem', boxShadow: value }} />
            <figcaption>shadow.{name}</figcaption>
          </figure>
        ))}
      </Boxes>
    </>
  );
}

export const SpacingRadiiShadows: Story = {
  name: 'Spacing, radii and shadows',
  render: () => <ShapeTokens />,
};
