import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeCatalogs } from './scripts/build-catalogs';
import { firstPaint } from './scripts/build-first-paint';
import { routePreload } from './scripts/build-route-preload';
import { webManifest } from './scripts/web-manifest';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  plugins: [
    // The router plugin must run before react() so the generated route tree is in place.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // The console's catalogs, compiled to modules from the .po files (src/admin/i18n.ts).
    lingui(),
    // The PWA's catalogs, compiled to JSON files the page fetches beside its bundle (src/lib/i18n.ts).
    localeCatalogs(fileURLToPath(new URL('.', import.meta.url))),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // The shell, its lazy chunks and its catalogs (json: an offline reload is drawn in the user's language); the
        // Highcharts chunk is fetched at run time when a chart is opened.
        globPatterns: ['**/*.{js,css,html,json,svg,png,webp,woff2}'],
        // The back-office console (admin/index.html, its chunks and its catalogs) is never the PWA's to cache.
        globIgnores: ['**/highstock-*.js', 'admin/**', '**/admin-*.js', '**/admin-*.css'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // The home skeleton, its CSS and the boot script inlined into index.html (issue 20: a first paint without JS).
    firstPaint(fileURLToPath(new URL('.', import.meta.url))),
    // Opened at /trade, the page asks for the trade screen's chunks beside the entry (issue 20: /trade's first paint).
    routePreload(),
    // The PWA plugin links its manifest into every page; the back-office console is not an installable app.
    {
      name: 'console-without-manifest',
      enforce: 'post',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html, context) => (context.path.startsWith('/admin/') ? html.replace(/\s*<link rel="manifest"[^>]*>/, '') : html),
      },
    },
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // Two pages: the customer PWA and the operators' console under /admin, sharing common/, src/ui and src/lib.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin/index.html', import.meta.url)),
      },
      output: {
        // Highcharts in a chunk of its own, loaded only with the trade chart and fetched at run time (see globIgnores).
        // Rollup's CommonJS helpers get a chunk too: left alone they land in the Highcharts chunk, which the entry
        // would then import.
        // The console's entry is named admin (admin-*.js, admin-*.css); the catalogs it imports as modules (its own
        // and the shared ones: the PWA fetches its catalogs as JSON) get the same prefix, which the service worker
        // leaves out of its cache. Shared code stays in shared chunks, never in the console's.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/]locales[\\/].*\.po$/.test(id)) ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js',
        manualChunks: (id) => {
          if (/[\\/]node_modules[\\/]highcharts[\\/]/.test(id)) return 'highstock';
          if (id.includes('commonjsHelpers')) return 'commonjs-helpers';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/admin/api': apiTarget,
      '/uploads': apiTarget,
      '/v2/api': apiTarget,
      '/v2/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      '/admin/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
