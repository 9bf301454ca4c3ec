import { scheduledJobs } from '../routes';

/** `npm run job -- overdueSweep`: runs a scheduled job once on the running local stack. */
const jobName = process.argv[2];
const port = Number(process.env.PORT ?? 3000);
if (!jobName) {
  const names = scheduledJobs.map((job) => job.name);
  console.error(`Name a job: ${names.join(' or ')} (e.g. npm run job -- ${names[0]}).`);
  process.exit(1);
}
try {
  const response = await fetch(`http://127.0.0.1:${port}/__local/jobs/${jobName}`, { method: 'POST' });
  console.log(JSON.stringify(await response.json(), null, 2));
  process.exit(response.ok ? 0 : 1);
} catch {
  console.error(`Nothing answers on port ${port}: start the product with npm start first (or set PORT).`);
  process.exit(1);
}
