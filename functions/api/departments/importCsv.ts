import { importDepartmentsCsv } from '@shared/contract/imports';
import { importDepartments } from '../../core/catalogueImport';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(importDepartmentsCsv, ({ caller, input }) => importDepartments(caller, input.key));
