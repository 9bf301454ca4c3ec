import { Spinner } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/**
 * A button's icon that turns into a spinner while its action runs. The spinner is decorative: the
 * button's text names the action, and an unnamed progress bar inside it is an accessibility fault
 * (axe: aria-progressbar-name).
 */
export const busyIcon = (busy: boolean, icon?: ReactElement): ReactElement | undefined =>
  busy ? <Spinner size="tiny" aria-hidden /> : icon;
