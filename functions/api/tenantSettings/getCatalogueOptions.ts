import { getCatalogueOptions } from '@shared/contract/catalogue';
import { catalogueOptions } from '../../core/catalogueLists';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getCatalogueOptions, () => catalogueOptions());
