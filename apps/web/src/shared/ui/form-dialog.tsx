import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { DIALOG_WIDTH } from '../config/app';

export type FormDialogProps = {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /**
   * The paper: one of the app's dialog widths (`small`, `medium`), or a long form that fills MUI's `sm` or
   * `md` breakpoint with its content between dividers.
   */
  size?: 'small' | 'medium' | 'sm' | 'md';
  fullScreen?: boolean;
  /** The settings screens' look: an outlined Cancel, a deeper footer, the paper inside the screen's margin. */
  inset?: boolean;
  /** Submit (the form's own submit: Enter in a field, or the submit button). */
  onSubmit: () => void;
  /** The call is on its way: Submit spins, Cancel and closing wait. */
  pending?: boolean;
  /** The server's refusal, above the fields. */
  error?: { message: string } | null;
  errorTestId?: string;
  /** What stands above the error (a hint about the whole dialog). */
  notice?: ReactNode;
  submitLabel: ReactNode;
  submitColor?: ButtonProps['color'];
  cancelLabel: ReactNode;
  /** Cancel, when it is not closing (Back to the step before). */
  onCancel?: () => void;
  /** More buttons before Cancel. */
  extraActions?: ReactNode;
  contentSx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * The frame of every form in a dialog: the title naming the dialog, the server's error above the fields,
 * then Cancel and Submit; while the call is pending Submit spins and the dialog stays open.
 */
export const FormDialog = ({
  open = true,
  onClose,
  title,
  size = 'small',
  fullScreen,
  inset = false,
  onSubmit,
  pending = false,
  error,
  errorTestId,
  notice,
  submitLabel,
  submitColor,
  cancelLabel,
  onCancel,
  extraActions,
  contentSx,
  children,
}: FormDialogProps) => {
  const titleId = useId();
  const long = size === 'sm' || size === 'md';
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      {...(long
        ? { fullWidth: true, maxWidth: size }
        : {
            slotProps: {
              paper: { sx: { width: DIALOG_WIDTH[size], maxWidth: inset ? 'calc(100% - 32px)' : '100%' } },
            },
          })}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogContent
          dividers={long}
          sx={long ? contentSx : [{ display: 'grid', gap: 2.5, pt: 1 }, ...asArray(contentSx)]}
        >
          {notice}
          {error && (
            <Alert severity="error" data-testid={errorTestId}>
              {error.message}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={long ? undefined : { px: 3, pb: inset ? 3 : 2 }}>
          {extraActions}
          <Button
            color="inherit"
            variant={inset ? 'outlined' : 'text'}
            onClick={onCancel ?? onClose}
            disabled={pending}
          >
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

const asArray = (sx: SxProps<Theme> | undefined) => (sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]);
