import type { ModuleJob } from '../../../platform/jobs/module-job';
import { publishDueReviews } from './publish-reviews';

/** The reviews module's timer: reviews whose 14-day window closed are published. */
export const reviewsJobs: ModuleJob<{ reviewsPublished: number }> = {
  name: 'reviews',
  run: async (deps, now) => ({ reviewsPublished: await publishDueReviews(deps.db, now) }),
};
