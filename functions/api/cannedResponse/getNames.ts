import { getCannedResponseNames } from '@shared/contract/catalogue';
import { cannedNames } from '../../core/catalogueLists';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getCannedResponseNames, () => cannedNames());
