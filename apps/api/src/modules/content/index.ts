// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { contentSitemapPaths } from './sitemap-pages';
export { listContent } from './list-content';
