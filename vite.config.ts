import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroup, chunkMap } from './build/chunks.ts';
import { paletteStylesheet } from './build/palette-css.ts';
import { installableApp } from './build/pwa.ts';

export default defineConfig(({ isSsrBuild }) => ({
  // The server-side build draws the public pages: it has no service worker.
  plugins: [react(), paletteStylesheet(), chunkMap(process.cwd()), ...(isSsrBuild ? [] : [installableApp()])],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The benchmark reads the manifest to tell what the landing page loads.
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: chunkGroup, debugName: 'verkstan' }],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
