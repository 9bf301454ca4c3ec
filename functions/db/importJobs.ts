import type { ImportReport } from '../../shared/contract/imports';
import type { Caller } from '../lib/auth';
import { type BackgroundJob, backgroundJobStore } from './backgroundJobs';

/** Background user imports (functions/core/userImport.ts): the IMPORT kind of background job. */

export interface UserImportJob extends BackgroundJob {
  /** The uploaded CSV's key (removed once imported). */
  key: string;
  /** Who started it, as the import's writes name them. */
  caller: Caller;
  report: ImportReport | null;
}

export const MAX_IMPORT_ATTEMPTS = 2;

export const userImportJobs = backgroundJobStore<UserImportJob>('IMPORT', ['report']);
