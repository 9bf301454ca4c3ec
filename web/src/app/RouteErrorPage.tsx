import { Body1, makeStyles, Title3, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
  },
  // A native button styled with tokens: Fluent's Button would add ~20 KB to the start-up bundle.
  reload: {
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/**
 * Last-resort screen for a failure while rendering or loading a route. The usual cause is a page
 * chunk that no longer exists after a new release: reloading fetches the current build.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const styles = useStyles();
  console.error('Route failed', error);
  return (
    <div className={styles.page} role="alert">
      <Title3 as="h1">Something went wrong</Title3>
      <Body1>This screen could not be shown. Reloading the page usually helps.</Body1>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
