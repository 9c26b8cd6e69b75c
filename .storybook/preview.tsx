import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, themes, type ThemeKey } from '../packages/ui/src/theme';
import '../packages/ui/src/theme/fonts.css';

// Set by vitest.config.ts so the whole story suite runs once per theme.
declare const __STORY_THEME__: ThemeKey | undefined;
const initialTheme: ThemeKey = typeof __STORY_THEME__ === 'string' ? __STORY_THEME__ : 'default';

const withTheme: Decorator = (Story, context) => {
  const key = context.globals.theme as ThemeKey;
  const theme = themes[key] ?? themes.default;
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(themes).map(([value, theme]) => ({ value, title: theme.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test, in every theme.
    a11y: { test: 'error' },
    // Chromatic snapshots every story once per theme.
    chromatic: {
      modes: Object.fromEntries(Object.keys(themes).map((key) => [key, { theme: key }])),
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Primitives', 'Domain', 'Forms', 'Site frame'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
