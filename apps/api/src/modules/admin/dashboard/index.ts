/** The admin dashboard: figures of a period from bookings and the ledger. Nothing imports it but modules/index.ts. */
export { adminDashboardRoutes } from './routes';
