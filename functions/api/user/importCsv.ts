import { importUsersCsv } from '../../../shared/contract/imports';
import { importUsers } from '../../core/userImport';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(importUsersCsv, ({ caller, input }) => importUsers(caller, input.key));
