import { getCannedResponseNames } from '../../../shared/contract/catalogue';
import { cannedNames } from '../../core/catalogue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getCannedResponseNames, () => cannedNames());
