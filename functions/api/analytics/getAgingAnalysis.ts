import { getAgingAnalysis } from '../../../shared/contract/analytics';
import { meetsAccessLevel } from '../../../shared/domain/roles';
import { agingFor, viewById } from '../../core/analytics';
import { forbidden } from '../../lib/errors';
import { apiHandler } from '../../lib/preset';

// The aging call serves every view: the caller must be allowed the view it names.
export const handler = apiHandler(getAgingAnalysis, async ({ caller, input }) => {
  const view = viewById(input.view);
  if (!meetsAccessLevel(caller.flags, view.access)) throw forbidden('You do not have access to this analytics view.');
  return agingFor(caller, view, input);
});
