// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { decodeCursor, encodeCursor, pageOf } from './keyset';
