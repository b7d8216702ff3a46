import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console, served by the server under /backoffice (apps/server/src/http/backoffice-app.ts):
 * every file it loads lives under /backoffice/assets/ with a content hash in its name.
 * `npm run dev -w @chaba/backoffice` serves it with hot reload and sends /api to a running server.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [tailwindcss(), react()],
  build: { outDir: 'build', emptyOutDir: true, chunkSizeWarningLimit: 1024 },
  server: { proxy: { '/api': process.env.CHABA_API_URL ?? 'http://localhost:3000' } },
});
