import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A row's name or number as the button that opens it (its details, or its edit dialog). */
export const RowLink = ({
  onClick,
  sx,
  children,
  'aria-label': ariaLabel,
}: {
  onClick: () => void;
  sx?: SxProps<Theme>;
  'aria-label'?: string;
  children: ReactNode;
}) => (
  <Link
    component="button"
    type="button"
    onClick={onClick}
    aria-label={ariaLabel}
    sx={[{ fontWeight: 600, textAlign: 'left' }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
  >
    {children}
  </Link>
);
