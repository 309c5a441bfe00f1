import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import Button, { type ButtonProps } from '@mui/material/Button';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

/**
 * MUI components as typed router links (TanStack Router `createLink`). One module per component, so a page
 * that links with a button does not load the list and menu items (list-item-link, menu-item-link).
 */
const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';
export const LinkButton = createLink(ButtonAnchor);

const TextAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => (
  <MuiLink ref={ref} {...props} />
));
TextAnchor.displayName = 'TextAnchor';
export const TextLink = createLink(TextAnchor);
