// build/palette-css.ts: the palette's CSS variables, made at build time from ui/palette.ts.
declare module 'virtual:palette.css';
