import { importUsersCsv } from '@shared/contract/imports';
import { startUserImport } from '../../core/userImport';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(importUsersCsv, ({ caller, input }) => startUserImport(caller, input.key));
