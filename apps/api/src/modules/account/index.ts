// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { checkCurrentPassword, CURRENT_PASSWORD_WRONG } from './check-current-password';
export { anonymiseUser, deleteAccountPhotoFiles } from './delete-account';
export { hasUnfinishedBookings } from './unfinished-bookings';
