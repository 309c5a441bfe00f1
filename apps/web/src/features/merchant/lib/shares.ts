import { shareHundredths } from '@remit/contract/merchant';

/**
 * The shareholders' total as text with two decimals ("62.50"), counted in hundredths of a percent so no
 * float rounds it; shares that are not (yet) valid count as 0. `over` when it passes 100 %.
 */
export const sharesTotal = (shares: readonly string[]) => {
  const hundredths = shares.reduce((sum, s) => sum + (shareHundredths(s.trim()) ?? 0), 0);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return { text: `${whole}.${fraction}`, over: hundredths > 10_000 };
};
