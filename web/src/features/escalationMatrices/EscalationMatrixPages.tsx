import { EscalationFormPage } from './EscalationFormPage';
import { EscalationListPage } from './EscalationListPage';
import { MATRIX_SCREENS } from './matrices';

/**
 * The route components of the three escalation matrices (school, college, administrative): one list
 * page and one form page, each given its matrix (administration spec, "Escalation matrices").
 */
export const SchoolEscalationListPage = () => <EscalationListPage screens={MATRIX_SCREENS.school} />;
export const CollegeEscalationListPage = () => <EscalationListPage screens={MATRIX_SCREENS.college} />;
export const AdministrativeEscalationListPage = () => <EscalationListPage screens={MATRIX_SCREENS.administrative} />;
export const SchoolEscalationFormPage = () => <EscalationFormPage screens={MATRIX_SCREENS.school} />;
export const CollegeEscalationFormPage = () => <EscalationFormPage screens={MATRIX_SCREENS.college} />;
export const AdministrativeEscalationFormPage = () => <EscalationFormPage screens={MATRIX_SCREENS.administrative} />;
