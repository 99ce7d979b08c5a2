// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { decodeCursor, pageOf } from './keyset';
