import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

/**
 * Asks before a move that cannot be taken back by the same user (a card's or a merchant's state, a review
 * decision, removing a record): what it does, any fields it takes, then Cancel and the move; while the call is
 * on its way the move spins and the dialog stays open.
 */
export const ConfirmDialog = ({
  open = true,
  title,
  text,
  confirm,
  cancelLabel,
  color = 'primary',
  size = 'sm',
  busy,
  disabled,
  onConfirm,
  onClose,
  children,
}: {
  open?: boolean;
  title: string;
  text: string;
  confirm: string;
  cancelLabel: string;
  color?: 'primary' | 'error' | 'success' | 'warning';
  /** The paper's width: MUI's `sm`, or `xs` for a question without fields. */
  size?: 'xs' | 'sm';
  busy?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The fields the move takes (a reason). */
  children?: ReactNode;
}) => (
  <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth={size}>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      <DialogContentText>{text}</DialogContentText>
      {children}
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} color="inherit" disabled={busy}>
        {cancelLabel}
      </Button>
      <Button variant="contained" color={color} loading={busy} disabled={disabled} onClick={onConfirm}>
        {confirm}
      </Button>
    </DialogActions>
  </Dialog>
);
