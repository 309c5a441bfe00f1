import type { LoginData, SessionData } from '@remit/contract/auth';
import { parseRules, setAbilityRules } from '../../shared/abilities/ability-rules';
import { writeSession } from '../../shared/session/session-store';

/** Keeps what the server said about the user: storage, the rules cookie and the ability. */
export const applySessionData = (data: SessionData) => {
  writeSession({
    userInfo: data.userInfo,
    isEasyPassword: data.isEasyPassword,
    mustEnrolTwoFactor: data.mustEnrolTwoFactor,
    timezone: data.userInfo.timezone,
  });
  setAbilityRules(parseRules(data.userAbilityRules));
};

/** After sign-in: the token first, so the guards see a session when the rest arrives. */
export const startSession = (data: LoginData) => {
  writeSession({ token: data.token });
  applySessionData(data);
};
