import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { LOADER_OVERLAY_DELAY_MS, Z_OVERLAY } from '../../shared/config/app';
import { useBusy } from './use-busy';

/** Spec §9: a full-screen spinner only when something is still pending after 5 s. */
export const GlobalLoader = () => {
  const busy = useBusy();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), LOADER_OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return (
    <Backdrop open={busy && slow} sx={{ zIndex: Z_OVERLAY, color: 'common.white' }}>
      <CircularProgress color="inherit" />
    </Backdrop>
  );
};
