import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { Z_OVERLAY } from '../../shared/config/app';
import { PROGRESS_RESET_MS, PROGRESS_START, PROGRESS_TICK_MS, nextProgress } from './progress';
import { useBusy } from './use-busy';

/**
 * The thin bar at the top of the window during navigations and requests (spec §4). Drawn as a plain bar:
 * every page loads it first, and MUI's LinearProgress brings its indeterminate and buffer animations (about
 * 3 KB compressed) that this bar never shows.
 */
export const LoadingBar = () => {
  const busy = useBusy();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (busy) {
      setProgress((p) => (p === 0 || p === 100 ? PROGRESS_START : p));
      const tick = window.setInterval(
        () => setProgress((p) => nextProgress(p, Math.random())),
        PROGRESS_TICK_MS,
      );
      return () => window.clearInterval(tick);
    }
    setProgress((p) => (p > 0 ? 100 : 0));
    const reset = window.setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
    return () => window.clearTimeout(reset);
  }, [busy]);

  if (progress === 0) return null;
  return (
    // A visual cue only, outside the page's landmarks: what is loading says so where it shows (skeletons,
    // busy buttons), and a wait of seconds brings the announced overlay (GlobalLoader).
    <Box
      aria-hidden
      data-testid="loading-bar"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: Z_OVERLAY + 1,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          height: '100%',
          bgcolor: 'primary.main',
          transform: `translateX(${progress - 100}%)`,
          transition: 'transform 0.4s linear',
        }}
      />
    </Box>
  );
};
