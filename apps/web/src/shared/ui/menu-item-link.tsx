import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** A menu item as a typed router link (the user menu). */
const MenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemProps<'a'>>((props, ref) => (
  <MenuItem ref={ref} component="a" {...props} />
));
MenuItemAnchor.displayName = 'MenuItemAnchor';
export const LinkMenuItem = createLink(MenuItemAnchor);
