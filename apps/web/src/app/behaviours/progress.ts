/** Spec §4 loading bar: creeps forward by random steps, holds at 82 while pending, completes at 100. */
export const PROGRESS_HOLD = 82;
export const PROGRESS_START = 10;
export const PROGRESS_TICK_MS = 800;
export const PROGRESS_RESET_MS = 300;

/** The next value after one tick; `random` is in [0, 1). */
export const nextProgress = (current: number, random: number): number => {
  if (current >= PROGRESS_HOLD) return PROGRESS_HOLD;
  const step = 3 + Math.floor(random * 10);
  return Math.min(PROGRESS_HOLD, current + step);
};
