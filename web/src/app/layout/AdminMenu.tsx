import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router';
import { isAdminScreen, preloadScreen } from '../screens';
import type { NavItem } from './navigationItems';

const useStyles = makeStyles({
  // Looks like the navigation links beside it rather than like a command button.
  trigger: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** An entry's screen is fetched ahead when pointed at or reached by the arrow keys. */
const fetchAhead = (item: NavItem) => ({
  onPointerEnter: () => preloadScreen(item.to),
  onFocus: () => preloadScreen(item.to),
});

/** The central admins' dropdown (a Fluent Menu behind the button "Admin"), with its Catalogue group. */
export function AdminMenu({ items, catalogue = [] }: { items: NavItem[]; catalogue?: NavItem[] }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Active on every administration screen, forms included: the screens' own list says which.
  const insideAdmin = isAdminScreen(pathname);
  return (
    // Placed against the window, as its button is (the header stays on screen): placed against the
    // page, the menu opened where the page was before it was scrolled and jumped back under the
    // pointer on the next update. It keeps to the window's height and scrolls inside itself.
    <Menu positioning={{ strategy: 'fixed', autoSize: 'height' }}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" className={mergeClasses(styles.trigger, insideAdmin && styles.active)}>
          Admin
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.to} onClick={() => navigate(item.to)} {...fetchAhead(item)}>
              {item.label}
            </MenuItem>
          ))}
          {catalogue.length > 0 && (
            <>
              <MenuDivider />
              <MenuGroup>
                <MenuGroupHeader>Catalogue</MenuGroupHeader>
                {catalogue.map((item) => (
                  <MenuItem key={item.to} onClick={() => navigate(item.to)} {...fetchAhead(item)}>
                    {item.label}
                  </MenuItem>
                ))}
              </MenuGroup>
            </>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
