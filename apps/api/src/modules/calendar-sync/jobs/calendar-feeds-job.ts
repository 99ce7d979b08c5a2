import type { ModuleJob } from '../../../platform/jobs/module-job';
import { claimDueFeeds } from '../feed-repository';
import { readFeed, recordRead, SYNC_EVERY_MS } from '../sync-feed';

/** Feeds read per run, a few at a time: each read may take up to its 10 s timeout. */
const FEEDS_PER_RUN = 12;
const AT_ONCE = 4;

/**
 * Reads the calendar feeds that are due (every 15 minutes each). The claim moves them to their next
 * turn in its own short transaction; the reads happen outside any transaction, a few at once; each
 * result is written in a transaction of its own. Several instances never read the same feed at once (SKIP LOCKED).
 */
export const calendarFeedsJob: ModuleJob<{ calendarFeedsRead: number; calendarFeedsFailed: number }> = {
  name: 'calendar-feeds',
  async run(deps, now) {
    const report = { calendarFeedsRead: 0, calendarFeedsFailed: 0 };
    const { outbound } = deps;
    if (!outbound) return report;
    const due = await deps.db.transaction((tx) =>
      claimDueFeeds(tx, now, FEEDS_PER_RUN, new Date(now.getTime() + SYNC_EVERY_MS)),
    );
    for (let i = 0; i < due.length; i += AT_ONCE) {
      const batch = due.slice(i, i + AT_ONCE);
      const reads = await Promise.all(batch.map(({ feed, country }) => readFeed({ outbound }, feed, country, now)));
      for (const [k, read] of reads.entries()) {
        await deps.db.transaction((tx) => recordRead(tx, batch[k]!.feed, read, now));
        if (read.kind === 'failed') report.calendarFeedsFailed++;
        else if (read.kind === 'read') report.calendarFeedsRead++;
      }
    }
    return report;
  },
};
