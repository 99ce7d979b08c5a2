import { bookingsJobs } from './bookings/jobs/bookings-jobs';
import { reviewsJobs } from './reviews/jobs/reviews-jobs';
import { messagingJobs } from './messaging';
import { depositsJobs } from './deposits';
import { calendarFeedsJob } from './calendar-sync/jobs/calendar-feeds-job';

/**
 * Every module's timer jobs, run in this order by the scheduler (platform/jobs) every 30 s, like
 * `apiModules` lists their routes. Add a module's job here. Bookings first: a rental completed in
 * this run can be credited, reminded and published in the same run. The calendar feeds last: their
 * reads wait on other servers.
 */
export const apiJobs = [bookingsJobs, reviewsJobs, messagingJobs, depositsJobs, calendarFeedsJob] as const;
