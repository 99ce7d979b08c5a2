import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { keysCatalogue, type Catalogue } from './app/lib/i18n/keys-catalogue';

const langDir = path.resolve(import.meta.dirname, 'public/app/lang');
const readCatalogue = (code: string) =>
  JSON.parse(readFileSync(path.join(langDir, `${code}.json`), 'utf8')) as Catalogue;

/** Busts the browser cache of /app/lang/*.json when a catalogue changes. */
const catalogueVersion = createHash('sha256')
  .update(['en', 'fr'].map((c) => readFileSync(path.join(langDir, `${c}.json`), 'utf8')).join('\n'))
  .digest('hex')
  .slice(0, 10);

/** Serves and emits /app/lang/test.json: the English keys, each showing its own key path. */
function testLocale(): Plugin {
  const source = () => JSON.stringify(keysCatalogue(readCatalogue('en')));
  return {
    name: 'biclou:test-locale',
    configureServer(server) {
      server.middlewares.use('/app/lang/test.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(source());
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'app/lang/test.json', source: source() });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), testLocale()],
  define: { __CATALOGUE_VERSION__: JSON.stringify(catalogueVersion) },
  // Workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@biclou\//] },
  build: {
    assetsInlineLimit: 0,
    // No <link rel="modulepreload"> injected for a lazy chunk's imports: appending those links
    // cost ~20 ms of main thread during hydration on the landing page (decisions: "First paint
    // before scripts"). A lazy chunk's few imports of its own load when it does; CSS still preloads.
    modulePreload: false,
    rollupOptions: {
      output: {
        // Leaflet's stylesheet, shared by both lazy maps, in a file named after it (not after
        // whatever module the shared chunk happens to start with). CSS only: a manual chunk of
        // JavaScript would pull shared modules in with it, onto every page.
        manualChunks(id) {
          if (/[\\/]node_modules[\\/]leaflet[\\/]dist[\\/]leaflet\.css$/.test(id)) return 'leaflet-styles';
        },
      },
    },
  },
});
