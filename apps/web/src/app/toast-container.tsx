import { useColorScheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_TIMEOUT_MS } from '../shared/config/app';
import { toastHostMounted } from '../shared/ui/notify';

/** Spec §9 toasts: top-right, 4 s, close on click, pause on hover and focus loss, draggable 0.6, progress bar. */
export const ToastHost = () => {
  const { colorScheme } = useColorScheme();
  useEffect(() => toastHostMounted(), []);
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
