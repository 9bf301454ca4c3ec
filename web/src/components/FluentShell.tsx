import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * Fluent UI's theme, around the screens drawn with Fluent: the signed-in layout and the public
 * pages other than sign-in (app/router.tsx). The login page, the toaster and the loading and error
 * screens are plain (base.css), so a cold /login downloads no Fluent at all (issue 17).
 */
export function FluentShell({ children }: { children: ReactNode }) {
  return <FluentProvider theme={webLightTheme}>{children}</FluentProvider>;
}
