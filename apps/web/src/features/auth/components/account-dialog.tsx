import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DIALOG_WIDTH } from '../../../shared/config/app';
import type { DialogProps } from '../../../shared/ui/dialog-props';

/**
 * What the session shell gives a dialog about the user's own account: whether it shows; `forced` when the user
 * may not go on without it (it cannot be dismissed, and Close signs out); and `onDone` once its work is done.
 */
export type AccountDialogProps = DialogProps<{ open: boolean; forced: boolean; onDone: () => void }>;

/**
 * A dialog about the user's own account (a password, a second factor): full screen on a phone; a click
 * beside it never closes it, and a `locked` one neither closes on Escape (its Close signs out instead).
 */
export const AccountDialog = ({
  open,
  locked,
  titleId,
  title,
  onClose,
  children,
}: {
  open: boolean;
  locked: boolean;
  titleId: string;
  title: string;
  onClose: () => void;
  /** The content and actions below the title. */
  children: ReactNode;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      fullScreen={fullScreen}
      disableEscapeKeyDown={locked}
      onClose={(_event, reason) => {
        if (locked || reason === 'backdropClick') return;
        onClose();
      }}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: fullScreen ? undefined : DIALOG_WIDTH.changePassword } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
};
