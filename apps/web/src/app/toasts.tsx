import { useColorScheme } from '@mui/material/styles';
import { ToastContainer } from 'react-toastify';
import { TOAST_TIMEOUT_MS } from '../shared/config/app';

/** Spec §9 toasts: top-right, 4 s, close on click, pause on hover and focus loss, draggable 0.6, progress bar. */
export const Toasts = () => {
  const { colorScheme } = useColorScheme();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_TIMEOUT_MS}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={60}
      hideProgressBar={false}
      newestOnTop
      theme={colorScheme === 'dark' ? 'dark' : 'light'}
    />
  );
};
