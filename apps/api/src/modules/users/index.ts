// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { toMe } from './to-me';
export { findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from './user-repository';
