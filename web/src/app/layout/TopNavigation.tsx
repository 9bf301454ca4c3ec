import { CounterBadge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { TenantFlags } from '@shared/contract/tenantSettings';
import type { RoleFlags } from '@shared/domain/roles';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { TicketCounts } from '@/api/session';
import { preloadScreen } from '../screens';
import { AdminMenu } from './AdminMenu';
import {
  isNavItemActive,
  type NavItem,
  visibleAdminItems,
  visibleCatalogueItems,
  visibleNavItems,
} from './navigationItems';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    borderBottom: `${tokens.strokeWidthThicker} solid transparent`,
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  // The phone-width menu: one link a line, the Admin entries as groups of links under their names.
  menu: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  groupName: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} 0`,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
  },
  active: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorBrandStroke1,
  },
});

interface TopNavigationProps {
  flags: RoleFlags;
  tenant: TenantFlags | undefined;
  counts: TicketCounts | undefined;
  /** Phone width: a column of links with the Admin entries spelled out, instead of a bar with a dropdown. */
  stacked?: boolean;
  id?: string;
}

/** Links carry the label as text and the count in a separate badge, so their names start with the label. */
export function TopNavigation({ flags, tenant, counts, stacked = false, id }: TopNavigationProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const adminItems = visibleAdminItems(flags, tenant);
  const catalogueItems = visibleCatalogueItems(flags);
  /** A menu link; `content` is its label unless the link shows more (a count badge). */
  const link = (item: NavItem, content: ReactNode = item.label) => {
    const active = isNavItemActive(item, pathname);
    return (
      <Link
        key={item.to}
        to={item.to}
        aria-current={active ? 'page' : undefined}
        className={mergeClasses(styles.link, active && styles.active)}
        onPointerEnter={() => preloadScreen(item.to)}
        onFocus={() => preloadScreen(item.to)}
      >
        {content}
      </Link>
    );
  };
  if (stacked) {
    return (
      <nav aria-label="Main" id={id} className={styles.menu}>
        {visibleNavItems(flags).map((item) => {
          const count = item.count && counts ? counts[item.count] : undefined;
          return count === undefined ? link(item) : link({ ...item, label: `${item.label} (${count})` });
        })}
        {adminItems.length > 0 && <Text className={styles.groupName}>Admin</Text>}
        {adminItems.map(link)}
        {catalogueItems.length > 0 && <Text className={styles.groupName}>Catalogue</Text>}
        {catalogueItems.map(link)}
      </nav>
    );
  }
  return (
    <nav aria-label="Main" className={styles.nav}>
      {visibleNavItems(flags).map((item) => {
        const count = item.count && counts ? counts[item.count] : undefined;
        return link(
          item,
          <>
            <span>{item.label}</span>
            {count !== undefined && (
              <CounterBadge count={count} showZero overflowCount={99_999} size="small" color="informative" />
            )}
          </>,
        );
      })}
      {adminItems.length > 0 && <AdminMenu items={adminItems} catalogue={catalogueItems} />}
    </nav>
  );
}
