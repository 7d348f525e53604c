// Prints the tile art (src/ui/tiles/TileArt.tsx) to the sprites the app shows,
// src/ui/tiles/tiles-<row>.svg (and Hong Kong's, in Traditional script, tiles-hant-<row>.svg), and writes the classes that place each face, src/ui/tiles/tile-faces.css,
// which carries the sprites themselves (the files are the print to read and compare, scripts/compare-sprites.ts).
// Run after changing the art: npx tsx scripts/make-tiles.ts
// (src/ui/tiles/tile-images.test.tsx fails while either file differs from what this writes.) The
// art is loaded through Vite, as the static shell is, so it is compiled with the app's settings.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  optimizeDeps: { noDiscovery: true },
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { tileSpriteSvgs, traditionalSpriteSvgs } = (await server.ssrLoadModule(
    '/src/ui/tiles/tile-svg.tsx',
  )) as {
    tileSpriteSvgs: () => string[];
    traditionalSpriteSvgs: () => { row: number; svg: string }[];
  };
  const { tileFacesCss } = (await server.ssrLoadModule('/src/ui/tiles/tile-images.ts')) as {
    tileFacesCss: (
      sprites: readonly string[],
      traditional: readonly { row: number; svg: string }[],
    ) => string;
  };
  for (const old of readdirSync('src/ui/tiles').filter((f) => /^tiles-(?:hant-)?\d+\.svg$/.test(f)))
    rmSync(`src/ui/tiles/${old}`);
  const sprites = tileSpriteSvgs();
  sprites.forEach((svg, row) => writeFileSync(`src/ui/tiles/tiles-${row}.svg`, svg));
  const traditional = traditionalSpriteSvgs();
  for (const { row, svg } of traditional) writeFileSync(`src/ui/tiles/tiles-hant-${row}.svg`, svg);
  writeFileSync('src/ui/tiles/tile-faces.css', tileFacesCss(sprites, traditional));
  console.log(
    `src/ui/tiles: tiles-0.svg to tiles-${sprites.length - 1}.svg, ${traditional.map(({ row }) => `tiles-hant-${row}.svg`).join(', ')} and tile-faces.css written`,
  );
} finally {
  await server.close();
}
