import { type GriffelStyle, tokens } from '@fluentui/react-components';

/** The card a record's form is laid out in (a team, a user): fields in columns at least `columnWidth` wide. */
export const formCardStyle = (columnWidth: string): GriffelStyle => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth}, 1fr))`,
  gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
  maxWidth: '960px',
  padding: tokens.spacingHorizontalXL,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow2,
});

/** The form's button row, under every field. */
export const formButtonsStyle: GriffelStyle = {
  gridColumn: '1 / -1',
  display: 'flex',
  gap: tokens.spacingHorizontalM,
};
