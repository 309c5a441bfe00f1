import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

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
  inset = false,
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
  /** The settings screens' look: an outlined Cancel and a deeper footer. */
  inset?: boolean;
  busy?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The fields the move takes (a reason). */
  children?: ReactNode;
}) => {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth={size}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={inset ? { px: 3, pb: 2.5 } : undefined}>
        <Button onClick={onClose} color="inherit" variant={inset ? 'outlined' : 'text'} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={color} loading={busy} disabled={disabled} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
