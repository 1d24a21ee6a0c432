/**
 * The one palette: graphite base, safety-amber accent, each colour for the light and the dark theme.
 * The MUI theme (ui/mui/theme.ts) and the CSS variables of the screens drawn without MUI
 * (build/palette-css.ts writes them with CSS light-dark()) are both made from it. Every pair passes
 * WCAG AA on its background; amber text on white does not, so light mode uses a deep amber.
 */
export const palette = {
  bg: { light: '#f4f5f7', dark: '#111418' },
  paper: { light: '#ffffff', dark: '#1a1e24' },
  text: { light: 'rgba(0, 0, 0, 0.87)', dark: '#ffffff' },
  'text-muted': { light: 'rgba(0, 0, 0, 0.64)', dark: 'rgba(255, 255, 255, 0.72)' },
  primary: { light: '#8a4b00', dark: '#f5a524' },
  'on-primary': { light: '#ffffff', dark: '#15181c' },
  secondary: { light: '#3b4652', dark: '#9aa7b4' },
  divider: { light: 'rgba(0, 0, 0, 0.12)', dark: 'rgba(255, 255, 255, 0.12)' },
  hover: { light: 'rgba(0, 0, 0, 0.05)', dark: 'rgba(255, 255, 255, 0.08)' },
  focus: { light: '#8a4b00', dark: '#f5a524' },
  error: { light: '#b3261e', dark: '#ff8a80' },
  warning: { light: '#8a4b00', dark: '#f5a524' },
  success: { light: '#1b7a43', dark: '#5cc98a' },
  info: { light: '#1558b0', dark: '#7cb7ff' },
  'on-tone': { light: '#ffffff', dark: 'rgba(0, 0, 0, 0.87)' },
  skeleton: { light: 'rgba(0, 0, 0, 0.11)', dark: 'rgba(255, 255, 255, 0.11)' },
  'field-border': { light: 'rgba(0, 0, 0, 0.42)', dark: 'rgba(255, 255, 255, 0.4)' },
  selected: { light: 'rgba(138, 75, 0, 0.1)', dark: 'rgba(245, 165, 36, 0.16)' },
  'toggle-text': { light: '#3b4652', dark: '#c9d1d9' },
} as const;

export type ColorMode = 'light' | 'dark';
export type PaletteColor = keyof typeof palette;

/** One colour in one theme. */
export function color(name: PaletteColor, mode: ColorMode): string {
  return palette[name][mode];
}

/**
 * The palette as CSS variables, each `light-dark(light, dark)`: the theme follows `color-scheme`,
 * which `<html data-theme>` sets (and, before the script has set it, the system's choice).
 */
export function paletteCss(): string {
  const variables = Object.entries(palette)
    .map(([name, { light, dark }]) => `  --${name}: light-dark(${light}, ${dark});`)
    .join('\n');
  return [
    `:root {\n  color-scheme: light dark;\n${variables}\n}`,
    `:root[data-theme='light'] {\n  color-scheme: light;\n}`,
    `:root[data-theme='dark'] {\n  color-scheme: dark;\n}`,
  ].join('\n');
}
