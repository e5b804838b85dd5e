// Regenerates the PWA icon PNGs from public/icons/logo.svg.
// The PNGs are committed (manifests and iOS need rasters, and builds must not need a browser),
// so run `npx tsx scripts/make-icons.ts` whenever the mark changes and commit the output.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';

interface Icon {
  file: string;
  size: number;
  /** Square, opaque tile (maskable / Apple) instead of the rounded tile on transparency. */
  fullBleed: boolean;
  /** Shrinks the mark about the centre, e.g. into the maskable 80% safe zone. */
  markScale: number;
}

const icons: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, fullBleed: false, markScale: 1 },
  { file: 'icon-512.png', size: 512, fullBleed: false, markScale: 1 },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, markScale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, markScale: 1 },
];

const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));

async function render(page: Page, svg: string, icon: Icon): Promise<void> {
  const { size, fullBleed, markScale } = icon;
  await page.setContent(`<!doctype html><style>
    html, body { margin: 0; background: transparent; }
    svg { display: block; width: ${size}px; height: ${size}px; }
    ${fullBleed ? '.tile { rx: 0; ry: 0; }' : ''}
    .mark { transform: scale(${markScale}); transform-origin: 32px 32px; }
  </style>${svg}`);
  await page.screenshot({
    path: `${dir}${icon.file}`,
    omitBackground: !fullBleed,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}

const svg = await readFile(`${dir}logo.svg`, 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 512, height: 512 }, deviceScaleFactor: 1 });
  for (const icon of icons) {
    await render(page, svg, icon);
    console.log(`wrote public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
