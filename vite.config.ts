import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // In development the API runs beside Vite (see scripts/dev.mjs).
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
