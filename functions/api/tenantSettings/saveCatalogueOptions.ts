import { saveCatalogueOptions } from '@shared/contract/catalogue';
import { saveCatalogueOptions as save } from '../../core/catalogue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveCatalogueOptions, ({ input }) => save(input));
