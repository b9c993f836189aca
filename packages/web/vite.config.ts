import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Relative asset URLs + the <base> tag the server injects let one build run under any BASE_PATH.
export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: { conditions: ['@twincanvas/source'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:8080', changeOrigin: true, ws: true },
      '/socket.io': { target: process.env.API_URL ?? 'http://localhost:8080', ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
