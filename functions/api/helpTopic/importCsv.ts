import { importHelpTopicsCsv } from '@shared/contract/imports';
import { importHelpTopics } from '../../core/catalogueImport';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(importHelpTopicsCsv, ({ caller, input }) => importHelpTopics(caller, input.key));
