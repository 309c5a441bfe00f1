import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { Z_OVERLAY } from '../../shared/config/app';

/** The full-screen spinner itself, loaded the first time something is slow. */
export const LoaderOverlay = ({ open }: { open: boolean }) => (
  <Backdrop open={open} sx={{ zIndex: Z_OVERLAY, color: 'common.white' }}>
    <CircularProgress color="inherit" />
  </Backdrop>
);
