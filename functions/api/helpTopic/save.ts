import { saveHelpTopic } from '@shared/contract/catalogue';
import { saveHelpTopic as save } from '../../core/catalogue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveHelpTopic, ({ caller, input }) => save(input, caller));
