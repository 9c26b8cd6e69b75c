/**
 * The shape of a theme. Every colour a component uses is a role named here; hex values live only
 * in the theme files. Components read tokens through `vars` (CSS custom properties), so their
 * styled rules stay static and one stylesheet serves every theme (docs/decisions/002).
 */
export interface Theme {
  /** Shown in the Storybook toolbar and in `data-theme` on the themed root. */
  name: string;
  color: {
    brand: {
      /** Main call-to-action background and strong accents. */
      primary: string;
      primaryHover: string;
      /** Text and icons on `primary`. */
      onPrimary: string;
      /** Secondary highlight: stars, eyebrows, decorative rules. */
      accent: string;
      accentHover: string;
      /** Text and icons on `accent`. */
      onAccent: string;
    };
    surface: {
      /** The page background. */
      page: string;
      /** Cards, dialogs, inputs. */
      raised: string;
      /** Alternating sections, skeletons' base, muted panels. */
      sunken: string;
      /** Header bar, footer, hero overlays. */
      inverse: string;
      /** Dim layer behind dialogs and over hero images. */
      overlay: string;
    };
    text: {
      default: string;
      muted: string;
      /** Text on `surface.inverse`. */
      inverse: string;
      inverseMuted: string;
      link: string;
      linkHover: string;
    };
    border: {
      default: string;
      /** Form control borders: at least 3:1 against the surface. */
      strong: string;
      focus: string;
    };
    /** Meaning, never shown by colour alone: every tone is paired with a text label. */
    tone: Record<Tone, { text: string; surface: string; border: string }>;
    skeleton: { base: string; highlight: string };
  };
  font: { body: string; heading: string; mono: string };
  fontSize: Record<FontSize, string>;
  fontWeight: { regular: string; medium: string; semibold: string; bold: string };
  lineHeight: { tight: string; snug: string; normal: string; relaxed: string };
  letterSpacing: { tight: string; normal: string; wide: string };
  space: Record<Space, string>;
  radius: {
    sm: string;
    md: string;
    lg: string;
    xl: string;
    full: string;
    /** Buttons and inputs: a theme can make controls pill-shaped without touching cards. */
    control: string;
  };
  shadow: { sm: string; md: string; lg: string; focus: string };
  size: {
    /** Page content width. */
    container: string;
    /** Reading width for prose. */
    prose: string;
    /** The contact form card (spec: a maximum width of 2xl). */
    formCard: string;
  };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
  zIndex: { header: string; overlay: string; dialog: string; toast: string };
  /**
   * Media query breakpoints in pixels. CSS variables cannot be used inside media queries, so
   * every theme shares the base values (see `media`); they are part of the type for reference.
   */
  breakpoint: { sm: number; md: number; lg: number; xl: number };
}

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';
export type FontSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl';
export type Space = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12' | '16' | '20';

/** A partial theme to merge onto a base theme with `createTheme`. */
export type ThemeOverrides = DeepPartial<Omit<Theme, 'breakpoint'>>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
