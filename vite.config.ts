import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { actionRoutesPlugin } from './build/actionRoutesPlugin';
import { areaEntryTreeShaking } from './build/areaEntryTreeShaking';
import { reactRouterTreeShaking } from './build/reactRouterTreeShaking';

// The web app manifest sits at the repo root; Vite serves it in development and, because
// index.html links it, copies it (hashed) into the client build and rewrites the link.
// The service worker (sw/sw.ts) belongs to the client build only: the SSR build must not emit a
// second worker over it or precache server files.
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // main.tsx registers the worker itself (workbox-window), so the update flow is ours.
    injectRegister: false,
    // index.html links the root manifest.webmanifest; the plugin must not write another.
    manifest: false,
    injectManifest: {
      // The shell and every route chunk, plus the offline page; screenshots are only for the
      // install dialog and index.html is the server's template, never served as a page.
      // The design fonts' latin files too (~440 KB), so a design edited offline on a tablet
      // draws in its own faces even if that family was never shown online; latin-ext files are
      // cached when first used (sw.ts).
      globPatterns: [
        '**/*.{js,css,svg,png,webmanifest}',
        'offline.html',
        'assets/*-latin-{400,700}-normal-*.woff2',
      ],
      globIgnores: ['screenshots/**', 'index.html'],
      // The worker's own build: it replays the outbox, so it needs the action routes too.
      buildPlugins: { vite: [actionRoutesPlugin()] },
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), areaEntryTreeShaking()]
    : [
        react(),
        reactRouterTreeShaking(),
        areaEntryTreeShaking(),
        actionRoutesPlugin(),
        serviceWorker(),
      ],
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
    // Every module the entry imports statically goes in one chunk with it. Left alone, Rolldown
    // splits those a page chunk also imports (React, the API context, the errors) into chunks of
    // their own: the entry then fetched nine files, each gzipped apart (~2.7 KB more per page).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
    // index.html preloads the entry's own chunks; a lazy import lists none. Vite's per-import
    // lists of a chunk's dependencies were written into the entry once per route (91 routes,
    // ~4.5 KB gzipped of every page's first load) for a preload that only saves a round trip on
    // a later navigation.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
}));
