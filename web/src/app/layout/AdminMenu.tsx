import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router';
import { isNavItemActive, type NavItem } from './navigationItems';

const useStyles = makeStyles({
  // Looks like the navigation links beside it rather than like a command button.
  trigger: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The central admins' dropdown (a Fluent Menu behind the button "Admin"). */
export function AdminMenu({ items }: { items: NavItem[] }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const insideAdmin = items.some((item) => isNavItemActive(item, pathname));
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" className={mergeClasses(styles.trigger, insideAdmin && styles.active)}>
          Admin
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.to} onClick={() => navigate(item.to)}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
