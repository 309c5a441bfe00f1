import { useState } from 'react';

/**
 * True from the first render where `flag` is true, for good: a menu whose code loads on first open stays
 * mounted after it closes, so it can animate closed and open again without loading.
 */
export const useEverTrue = (flag: boolean) => {
  const [ever, setEver] = useState(flag);
  if (flag && !ever) setEver(true);
  return ever || flag;
};
