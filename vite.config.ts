import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app manifest sits at the repo root; Vite serves it in development and, because
// index.html links it, copies it (hashed) into the client build and rewrites the link.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  css: {
    modules: {
      // A fixed pattern so the client and the SSR build name every class the same way.
      generateScopedName: '_[local]_[hash:base64:6]',
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/client',
    // The server reads the client manifest to find the entry and its assets.
    manifest: !isSsrBuild,
    // One stylesheet linked from index.html: server-rendered pages are styled before any route
    // chunk loads, so there is no flash of unstyled content.
    cssCodeSplit: false,
    sourcemap: true,
  },
}));
