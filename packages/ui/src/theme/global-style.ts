import { createGlobalStyle } from 'styled-components';
import { themeToCssVariables } from './vars';
import { vars } from './vars';
import { media } from './media';

/**
 * Theme variables on `:root`, a small reset and the base typography. Render it once, inside
 * `ThemeProvider`. The @font-face rules ship separately in `@agent-sites/ui/fonts.css`.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => themeToCssVariables(theme)}
    color-scheme: light;
  }

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* In-page links (#contact) land below the sticky site header. */
    scroll-padding-top: 6rem;
  }

  body {
    margin: 0;
    background: ${vars.color.surface.page};
    color: ${vars.color.text.default};
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd { margin: 0; }
  img, svg, video { display: block; max-width: 100%; }
  img { height: auto; }
  input, button, textarea, select { font: inherit; color: inherit; }
  a { color: ${vars.color.text.link}; }
  a:hover { color: ${vars.color.text.linkHover}; }

  :focus-visible {
    outline: 3px solid ${vars.color.border.focus};
    outline-offset: 2px;
  }

  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
