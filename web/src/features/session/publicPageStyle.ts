import { type GriffelStyle, tokens } from '@fluentui/react-components';

/** The sign-in screens' own layout (spec): no navigation bar, the box centred on the brand colour. */
export const publicPageStyle: GriffelStyle = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: tokens.spacingHorizontalL,
  backgroundColor: tokens.colorBrandBackground2,
};
