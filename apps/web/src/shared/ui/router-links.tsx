import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import Button, { type ButtonProps } from '@mui/material/Button';
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** MUI components as typed router links (TanStack Router `createLink`). */
const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';
export const LinkButton = createLink(ButtonAnchor);

const ListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
));
ListItemAnchor.displayName = 'ListItemAnchor';
export const LinkListItemButton = createLink(ListItemAnchor);

const MenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemProps<'a'>>((props, ref) => (
  <MenuItem ref={ref} component="a" {...props} />
));
MenuItemAnchor.displayName = 'MenuItemAnchor';
export const LinkMenuItem = createLink(MenuItemAnchor);

const TextAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => (
  <MuiLink ref={ref} {...props} />
));
TextAnchor.displayName = 'TextAnchor';
export const TextLink = createLink(TextAnchor);
