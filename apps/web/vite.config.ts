import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Writes .br and .gz beside each built file; the API serves them to browsers that accept them. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      for (const file of files) {
        const path = join(options.dir!, file);
        const data = await readFile(path);
        await writeFile(`${path}.br`, brotliCompressSync(data));
        await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The installable app: its manifest and a service worker that precaches the built shell (hashed
 * revisions, so a deploy replaces index.html) and answers navigations with it offline. It never
 * touches /api: the data a steward reads offline is the query cache kept in IndexedDB (src/offline).
 */
const pwa = VitePWA({
  injectRegister: null,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Enogen Portal',
    short_name: 'Enogen',
    description: 'Enogen contracts, scale tickets and stewardship.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2f6b3a',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    runtimeCaching: [],
    importScripts: ['/sw-outbox.js'],
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [react(), precompress(), pwa],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // Pages are split by route (src/app/routes.tsx); the largest chunk is the spreadsheet reader.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
});
