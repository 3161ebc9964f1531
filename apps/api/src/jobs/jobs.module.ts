// The durable job queue (pg-boss in the shop's database): modules register their handlers on `app.jobs`; app.ts
// starts the workers once every module is wired. The back office lists failed jobs and retries them.
import type { App } from '../app-types.ts';
import { jobsAdminRoutes } from './jobs.admin.routes.ts';
import { createJobsAdmin } from './jobs.admin.service.ts';
import { createJobs } from './jobs.ts';

export async function jobsModule(app: App): Promise<void> {
  const { config, database } = app.deps;
  const jobs = createJobs(database, {
    retryLimit: config.JOB_RETRY_LIMIT,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  app.decorate('jobsAdmin', createJobsAdmin({ db: database.db, jobs }));
  await app.register(jobsAdminRoutes, { prefix: '/api/v1' });
}
