import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/app',
  publicDir: false,
  envDir: '../..',
  plugins: [react()],
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true },
});
