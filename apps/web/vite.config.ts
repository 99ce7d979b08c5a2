import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@biclou\//] },
  build: { assetsInlineLimit: 0 },
});
