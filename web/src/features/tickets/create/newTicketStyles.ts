import { makeStyles, tokens } from '@fluentui/react-components';
import { cardStyle, fieldsStayInColumnsStyle } from '@/components/formStyles';

/** The layout of New Ticket: its sections and their field grids. */
export const useNewTicketStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1100px' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    ...cardStyle(tokens.spacingHorizontalL),
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    ...fieldsStayInColumnsStyle,
  },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});
