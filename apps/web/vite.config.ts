import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // Pages are split by route (src/app/routes.tsx); the largest chunk is the spreadsheet reader.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
});
