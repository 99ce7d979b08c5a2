// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { findHostRecord, findPublicMember, paidBookingsOfSql } from './repository';
