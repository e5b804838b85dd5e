import type { ManifestOptions } from 'vite-plugin-pwa';

// The install card: what a phone shows when Meridian is added to the home screen.
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Meridian',
  short_name: 'Meridian',
  description: 'Trade contracts and options, copy traders, and manage your wallet.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0b1220',
  theme_color: '#0b1220',
  categories: ['finance'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
