import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useEverTrue } from '../../../shared/ui/use-ever-true';

/** What a navbar menu takes: the button it hangs from (none: closed), and Close. */
export type NavbarMenuProps = { anchor: HTMLElement | null; onClose: () => void };

/**
 * A navbar button that opens its menu. The menu is a lazy component that loads on first open (it is not
 * needed to draw the page) and stays mounted after, so it closes with its animation.
 */
export const MenuButton = ({
  label,
  title,
  color,
  sx,
  Menu,
  children,
}: {
  label: string;
  /** The button's hint on hover. */
  title?: string;
  color?: 'inherit';
  sx?: SxProps<Theme>;
  Menu: ComponentType<NavbarMenuProps>;
  /** What the button shows (its icon). */
  children: ReactNode;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useEverTrue(anchor !== null);
  return (
    <>
      <IconButton
        color={color}
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={sx}
      >
        {children}
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <Menu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
