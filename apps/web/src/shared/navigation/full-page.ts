/** Spec §2: going to login after logout or a 401 is a full page load, so no signed-in state survives. */
export const loadLoginPage = () => window.location.assign('/login');
