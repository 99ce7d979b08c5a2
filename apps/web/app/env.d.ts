/// <reference types="vite/client" />

/** Content hash of the language files, set by vite.config.ts. */
declare const __CATALOGUE_VERSION__: string;
