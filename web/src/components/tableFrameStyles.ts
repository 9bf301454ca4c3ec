import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The frame every data table of the app is drawn in (the paged lists, the analytics tables): a
 * scrolling body at most 450px high with a sticky header, one-line cells, and a progress bar.
 */
export const useTableFrameStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  frame: {
    position: 'relative',
    maxHeight: '450px',
    overflow: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { tableLayout: 'auto', minWidth: '100%', width: 'max-content' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: `inset 0 -${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  cell: { whiteSpace: 'nowrap' },
  progress: { position: 'sticky', top: 0, left: 0, zIndex: 3 },
});
