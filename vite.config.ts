import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defineConfig, type Plugin } from 'vite';
import { Landing } from './src/app/landing/landing.tsx';

/**
 * Renders the landing page into index.html at build time: the page shows, and ENTER works, before React loads
 * (docs/architecture.md section 9 budget). React renders the same component when the visitor comes back to it.
 */
function prerenderLanding(): Plugin {
  return {
    name: 'dialectic-prerender-landing',
    transformIndexHtml: (html) =>
      html.replace('<!--landing-->', renderToStaticMarkup(createElement(Landing))),
  };
}

/** Only the public key may ever be in a VITE_ variable (docs/architecture.md section 7): refuse to build otherwise. */
function refusePrivateKeys(): Plugin {
  return {
    name: 'dialectic-refuse-private-keys',
    config: () => {
      const leaked = Object.keys(process.env).filter(
        (name) => name.startsWith('VITE_') && /PRIVATE|SECRET/.test(name),
      );
      if (leaked.length > 0) {
        throw new Error(
          `${leaked.join(', ')} would be built into the public app: remove it; only the public key may be a VITE_ variable.`,
        );
      }
    },
  };
}

export default defineConfig({
  root: 'src/app',
  publicDir: false,
  envDir: '../..',
  plugins: [refusePrivateKeys(), react(), prerenderLanding()],
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true },
});
