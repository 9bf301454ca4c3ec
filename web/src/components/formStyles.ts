import { type GriffelStyle, tokens } from '@fluentui/react-components';

/**
 * A white card on the page's grey: a form, a filter panel, a ticket section. `padding` is the
 * card's inner space (forms breathe more than filter bars).
 */
export const cardStyle = (padding: string = tokens.spacingHorizontalXL): GriffelStyle => ({
  padding,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow2,
});

/**
 * A grid of form fields keeps each field inside its column: a grid item is otherwise at least as wide
 * as its content, and a select is as wide as its longest choice (a 120-character department name
 * stretched New Ticket's Department over Help Topic and SLA Plan).
 */
export const fieldsStayInColumnsStyle: GriffelStyle = { '& > *': { minWidth: 0 } };

/** A native select (Fluent `Select`) that keeps its column's width, its chosen text cut short. */
export const selectInColumnStyle = {
  root: { minWidth: 0, maxWidth: '100%' },
  select: { minWidth: 0, maxWidth: '100%', overflowX: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} satisfies Record<string, GriffelStyle>;

/** The card a record's form is laid out in (a team, a user): fields in columns at least `columnWidth` wide. */
export const formCardStyle = (columnWidth: string): GriffelStyle => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth}, 1fr))`,
  gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
  maxWidth: '960px',
  ...fieldsStayInColumnsStyle,
  ...cardStyle(),
});

/** The form's button row, under every field. */
export const formButtonsStyle: GriffelStyle = {
  gridColumn: '1 / -1',
  display: 'flex',
  gap: tokens.spacingHorizontalM,
};

/**
 * The app's keyboard focus ring (RowLink's and the navigation's): a thick outline, where Fluent's
 * Link shows only a double underline that is easy to miss. Longhands, so it overrides Link's
 * `outline-style: none` when merged after it.
 */
export const focusOutlineStyle: GriffelStyle = {
  outlineStyle: 'solid',
  outlineWidth: tokens.strokeWidthThick,
  outlineColor: tokens.colorStrokeFocus2,
  outlineOffset: tokens.strokeWidthThin,
};
