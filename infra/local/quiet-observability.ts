/**
 * Operators' JSON logs and EMF metrics are for CloudWatch; on `npm start` they would bury the
 * console (the quarter's progress, the banner). Powertools reads these when a function module builds
 * its logger and metrics, at import, so start.ts imports this before anything else (the stack sets
 * them too, for the test tiers, whose modules load later).
 */
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
