import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

// Relative asset URLs + the <base> tag the server injects let one build run under any BASE_PATH.
export default defineConfig({
  base: './',
  plugins: [react(), precompress()],
  resolve: { conditions: ['@twincanvas/source'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:8080', changeOrigin: true, ws: true },
      '/socket.io': { target: process.env.API_URL ?? 'http://localhost:8080', ws: true },
    },
  },
  // Source maps stay out of what browsers download unless a build asks for them (SOURCEMAP=1).
  build: { outDir: 'dist', sourcemap: process.env.SOURCEMAP === '1', chunkSizeWarningLimit: 1500 },
});
