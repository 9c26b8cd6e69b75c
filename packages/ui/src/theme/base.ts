import type { Theme } from './tokens';

/**
 * The default theme: Motor City navy with a warm brass accent, Fraunces headings over the
 * platform's own sans-serif (docs/decisions/020-body-text-in-the-platform-font.md).
 * Every text/background pair here meets WCAG AA (4.5:1 for text, 3:1 for control borders).
 */
export const baseTheme: Theme = {
  name: 'Motor City',
  color: {
    brand: {
      primary: '#1b2d52',
      primaryHover: '#111e3a',
      onPrimary: '#ffffff',
      accent: '#d99a3d',
      accentHover: '#c4862b',
      onAccent: '#1a1a1a',
    },
    surface: {
      page: '#fbfaf7',
      raised: '#ffffff',
      sunken: '#f2efe8',
      inverse: '#14213d',
      overlay: 'rgba(12, 18, 34, 0.6)',
    },
    text: {
      default: '#1c2230',
      muted: '#4d5566',
      inverse: '#ffffff',
      inverseMuted: '#cdd3df',
      link: '#1d4b9c',
      linkHover: '#12336e',
    },
    border: {
      default: '#dcd7cc',
      strong: '#7c7669',
      focus: '#2359c4',
    },
    tone: {
      neutral: { text: '#3f4654', surface: '#eceef2', border: '#c5cad3' },
      info: { text: '#1b4fb3', surface: '#e6eeff', border: '#a9c1f2' },
      success: { text: '#1c6b45', surface: '#e1f3e9', border: '#9fd2b5' },
      warning: { text: '#7f4f00', surface: '#fdf0d5', border: '#eac882' },
      danger: { text: '#a8221a', surface: '#fde7e5', border: '#f0aaa4' },
      accent: { text: '#6d4510', surface: '#f9ecd6', border: '#e4c08a' },
    },
    skeleton: { base: '#ebe7de', highlight: '#f6f3ed' },
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' },
  letterSpacing: { tight: '-0.015em', normal: '0', wide: '0.08em' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px', control: '8px' },
  shadow: {
    sm: '0 1px 2px rgba(20, 33, 61, 0.08)',
    md: '0 4px 12px rgba(20, 33, 61, 0.10)',
    lg: '0 12px 32px rgba(20, 33, 61, 0.16)',
    focus: '0 0 0 3px rgba(35, 89, 196, 0.45)',
  },
  size: { container: '75rem', prose: '42rem', formCard: '42rem' },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  zIndex: { header: '100', overlay: '900', dialog: '1000', toast: '1100' },
  breakpoint: { sm: 640, md: 768, lg: 1024, xl: 1280 },
};
