import type { Executor } from '@chaba/db/client';
import { jobRuns } from '@chaba/db/schema';
import { asc } from 'drizzle-orm';

/** Each job's last run as the job runners recorded it, by name. */
export async function listJobRuns(db: Executor) {
  return db.select().from(jobRuns).orderBy(asc(jobRuns.name));
}
