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

/**
 * A browser fetches at most six files at once from one HTTP/1.1 host: a page made of a hundred small
 * chunks waits on the queue, not on the bytes. What every page uses is grouped into a few chunks
 * (the libraries, the shared rules, the app's shared parts); pages and rarely used libraries (the
 * spreadsheet reader, the chart, the PDF viewer) keep their own.
 */
const CHUNK_GROUPS = [
  {
    name: 'libraries',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@mantine[\\/](core|hooks|notifications|form)|@floating-ui|clsx|react-remove-scroll[^\\/]*|react-textarea-autosize|use-sidecar|use-callback-ref|use-composed-ref|use-isomorphic-layout-effect|use-latest|tslib|get-nonce|react-style-singleton|react-number-format|tabbable|zod|idb|better-auth|@better-auth|@better-fetch|nanostores|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  { name: 'rules', test: /[\\/]packages[\\/]domain[\\/]/, priority: 2 },
  {
    name: 'common',
    test: /[\\/]apps[\\/]web[\\/]src[\\/](components|lib|api|session)[\\/]/,
    priority: 1,
    minShareCount: 2,
  },
];

export default defineConfig({
  plugins: [react(), precompress(), pwa],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // Pages are split by route (src/app/routes.tsx); the largest chunk is the spreadsheet reader.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
