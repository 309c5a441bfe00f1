import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** A list item button as a typed router link (the navigation, the settings links). */
const ListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
));
ListItemAnchor.displayName = 'ListItemAnchor';
export const LinkListItemButton = createLink(ListItemAnchor);
