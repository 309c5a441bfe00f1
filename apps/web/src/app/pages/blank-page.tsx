/** Spec §2 `blank`: an intentionally empty page in the blank layout. */
export const BlankPage = () => null;
