import { baseTheme } from './base';
import { createTheme } from './create-theme';

/**
 * A second agent's theme, Gulf Coast teal and coral with rounded Nunito type and pill-shaped
 * controls. It exists to prove that re-theming needs no component change: it is only tokens.
 */
export const coastalTheme = createTheme(baseTheme, {
  name: 'Gulf Coast',
  color: {
    brand: {
      primary: '#0b6466',
      primaryHover: '#084c4e',
      onPrimary: '#ffffff',
      accent: '#f08a6c',
      accentHover: '#e5704f',
      onAccent: '#1f1410',
    },
    surface: {
      page: '#f4fbfa',
      raised: '#ffffff',
      sunken: '#e2f2f0',
      inverse: '#06393a',
      overlay: 'rgba(3, 36, 37, 0.6)',
    },
    text: {
      default: '#0f2a2a',
      muted: '#3c5757',
      inverse: '#ffffff',
      inverseMuted: '#c4e1df',
      link: '#0a5c75',
      linkHover: '#06404f',
    },
    border: { default: '#c9e0dd', strong: '#5f7f7c', focus: '#c0392b' },
    tone: {
      accent: { text: '#8a3214', surface: '#fde9e2', border: '#f3b9a6' },
    },
    skeleton: { base: '#dcecea', highlight: '#eef7f6' },
  },
  font: {
    body: "'Nunito Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Nunito Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontWeight: { semibold: '700', bold: '800' },
  radius: { sm: '8px', md: '14px', lg: '20px', xl: '28px', control: '9999px' },
  shadow: {
    sm: '0 1px 3px rgba(6, 57, 58, 0.10)',
    md: '0 6px 18px rgba(6, 57, 58, 0.12)',
    lg: '0 16px 40px rgba(6, 57, 58, 0.18)',
    focus: '0 0 0 3px rgba(192, 57, 43, 0.45)',
  },
});
