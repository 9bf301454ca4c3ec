import { Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { CallRegular } from '@fluentui/react-icons/svg/call';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { type RefObject, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { signOut, useTenantSettings, useTicketCounts } from '@/api/session';
import { currentDisplayTimeZone, setDisplayTimeZone } from '@/components/dates';
import { useNarrowScreen } from '@/components/useNarrowScreen';
import { APP_NAME } from '@/lib/appName';
import { storedRoleFlags, storedUserId } from '@/lib/session';
import { isPageLoading, subscribeToPageLoads } from '../lazyPage';
import { TopNavigation } from './TopNavigation';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // Above every sticky layer of a page (the agent desk's reply dock is 1, table headers up to 3):
  // scrolled under the header, they went over it, being later in the page. Below the skip link (10).
  header: { position: 'sticky', top: 0, zIndex: 5, boxShadow: tokens.shadow4 },
  topBar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  brand: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  phone: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // Buttons on the brand bar: Fluent's transparent button turns its text brand blue on hover and
  // press, the bar's own colour, so every state keeps the light text and darkens the background.
  onBrand: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundHover },
    ':hover:active,:active:focus-visible': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
    ':focus-visible': { color: tokens.colorNeutralForegroundOnBrand },
  },
  // The phone-width menu's tools: a row under the links, on the navigation's background.
  menuTools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  main: { flexGrow: 1, minWidth: 0, ':focus': { outlineStyle: 'none' } },
  // Off screen until it has focus: the first Tab of a page offers to jump past the header and menu.
  skipLink: {
    position: 'absolute',
    left: '-10000px',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    ':focus': {
      position: 'fixed',
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalS,
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      zIndex: 10,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      backgroundColor: tokens.colorNeutralBackground1,
      color: tokens.colorBrandForegroundLink,
      borderRadius: tokens.borderRadiusMedium,
      boxShadow: tokens.shadow16,
    },
  },
  // Laid over the header's lower edge, so the page does not jump while a screen's code loads.
  progress: { position: 'absolute', left: 0, right: 0, bottom: 0 },
});

/** The page's main region, which the skip link gives focus to. */
const MAIN_CONTENT_ID = 'main-content';

/** Space between the sticky header and an element scrolled into view under it. */
const HEADER_CLEARANCE_GAP_PX = 8;

/**
 * Keeps what gets focus or is scrolled into view clear of the sticky header (tabbing backwards up a
 * long page put it behind the header): the page's top scroll padding follows the header's height,
 * which grows with the phone menu.
 */
function useScrollPaddingUnder(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const page = document.documentElement;
    const update = () => {
      page.style.scrollPaddingTop = `${element.offsetHeight + HEADER_CLEARANCE_GAP_PX}px`;
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      page.style.scrollPaddingTop = '';
    };
  }, [header]);
}

/** The signed-in frame: header (version, time zone, phone, refresh, logout), the top navigation, then the page. */
export default function AppLayout() {
  const styles = useStyles();
  const flags = useMemo(storedRoleFlags, []);
  const userId = useMemo(storedUserId, []);
  const { data: tenant } = useTenantSettings(true);
  const { data: counts } = useTicketCounts(userId);
  const settings = tenant?.data;
  // Dates show in the tenant's zone (issue 21 item 28); a change re-renders the page with it.
  setDisplayTimeZone(settings?.timeZone);
  const timeZone = currentDisplayTimeZone();
  const loadingScreen = useSyncExternalStore(subscribeToPageLoads, isPageLoading);
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  // A link chosen in the phone menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of page
  useEffect(() => setMenuOpen(false), [pathname]);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useScrollPaddingUnder(headerRef);
  // Escape closes the phone menu and gives focus back to its button, when focus is in the header
  // (or nowhere): an Escape meant for a dropdown or dialog of the page is left to it.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Node;
      if (target !== document.body && !headerRef.current?.contains(target)) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const tools = (
    <>
      {settings?.versionLabel && <Text>{settings.versionLabel}</Text>}
      <Text title="Times are shown in this time zone">{timeZone}</Text>
      {settings?.helpdeskPhone && (
        <Text className={styles.phone}>
          <CallRegular aria-hidden />
          <span>{settings.helpdeskPhone}</span>
        </Text>
      )}
      <Button
        appearance="transparent"
        className={narrow ? undefined : styles.onBrand}
        icon={<ArrowClockwiseRegular />}
        aria-label="Refresh"
        title="Refresh"
        onClick={() => window.location.reload()}
      />
      <Button
        appearance="transparent"
        className={narrow ? undefined : styles.onBrand}
        icon={<SignOutRegular />}
        onClick={() => void signOut()}
      >
        Logout
      </Button>
    </>
  );

  return (
    <div className={styles.root}>
      <a
        className={styles.skipLink}
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          // Focus moves without a hash in the address (the router would take it for a new page).
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
      >
        Skip to main content
      </a>
      <header className={styles.header} ref={headerRef}>
        <div className={styles.topBar}>
          <span className={styles.brand}>{settings?.organisationName || settings?.tenantName || APP_NAME}</span>
          {narrow ? (
            <Button
              ref={menuButtonRef}
              appearance="transparent"
              className={styles.onBrand}
              icon={menuOpen ? <DismissRegular /> : <NavigationRegular />}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              Menu
            </Button>
          ) : (
            <div className={styles.tools}>{tools}</div>
          )}
        </div>
        {!narrow && <TopNavigation flags={flags} tenant={settings} counts={counts} />}
        {narrow && menuOpen && (
          <div id={menuId}>
            <TopNavigation flags={flags} tenant={settings} counts={counts} stacked />
            <div className={styles.menuTools}>{tools}</div>
          </div>
        )}
        {loadingScreen && <ProgressBar className={styles.progress} thickness="medium" aria-label="Loading" />}
      </header>
      <main className={styles.main} key={timeZone} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
