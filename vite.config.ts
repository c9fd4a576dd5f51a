import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig, type Plugin } from 'vite';
import { Landing } from './src/app/landing/landing';

/**
 * Renders the landing page into index.html at build time: the page shows, and ENTER works, before React loads
 * (DESIGN.md section 9 budget). React renders the same component when the visitor comes back to it.
 */
function prerenderLanding(): Plugin {
  return {
    name: 'dialectic-prerender-landing',
    transformIndexHtml: (html) =>
      html.replace('<!--landing-->', renderToStaticMarkup(createElement(Landing))),
  };
}

export default defineConfig({
  root: 'src/app',
  publicDir: false,
  envDir: '../..',
  plugins: [react(), prerenderLanding()],
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true },
});
