import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TwoFactorConfirmData,
  type TwoFactorEnrolData,
  type TwoFactorLoginRequest,
  type TwoFactorPolicy,
} from '@remit/contract/two-factor';
import type { LoginData } from '@remit/contract/auth';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import { USER_STATUS } from '@remit/contract/user';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { auditFrom, writeAudit } from '../../platform/audit';
import { newId, seal, sha256, unseal } from '../../platform/crypto';
import { AppError, foundOr } from '../../platform/errors';
import type { Actor } from '../../platform/session.plugin';
import * as authRepo from './auth.repository';
import type { AuthService, RequestContext } from './auth.service';
import * as repo from './two-factor.repository';

/** Recovery codes: 10 characters from an alphabet without look-alikes (≈ 50 bits), shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newRecoveryCode = () => {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[- ]/g, '');
const recoveryHash = (userId: string, code: string) => sha256(`${userId}:${normaliseRecoveryCode(code)}`);

export const createTwoFactorService = (deps: {
  db: Db;
  config: Config;
  auth: AuthService;
  secretKey: () => Buffer;
}) => {
  const { db, config, auth, secretKey } = deps;

  const totpFor = (secret: string, email: string) =>
    new TOTP({
      issuer: config.APP_TITLE,
      label: email,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });

  /** The time step a code belongs to (one step of drift either way), or null when it matches none. */
  const matchingStep = (sealed: string, email: string, code: string) => {
    const delta = totpFor(unseal(sealed, secretKey()), email).validate({ token: code, window: 1 });
    if (delta === null) return null;
    return Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + delta;
  };

  return {
    /** A new secret waiting for its first code; a confirmed second factor is only replaced by a reset. */
    async enrol(actor: Actor): Promise<TwoFactorEnrolData> {
      if (await repo.isEnabled(db, actor.userId)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      const secret = new Secret({ size: 20 }).base32;
      await repo.startEnrolment(db, {
        userId: actor.userId,
        partnerId: actor.partnerId,
        secretSealed: seal(secret, secretKey()),
      });
      const otpauthUri = totpFor(secret, actor.user.email).toString();
      const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
      return { otpauthUri, secret, qrCode };
    },

    /** The first right code turns the second factor on and makes the ten recovery codes, shown this once. */
    async confirm(actor: Actor, code: string, ctx: RequestContext): Promise<TwoFactorConfirmData> {
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findTwoFactor(tx, actor.userId);
        if (!row) return 'TWO_FACTOR_NOT_STARTED' as const;
        if (row.confirmedAt) return 'TWO_FACTOR_ALREADY_ENABLED' as const;
        const step = matchingStep(row.secretSealed, actor.user.email, code);
        if (step === null || !(await repo.takeStep(tx, actor.userId, step)))
          return 'TWO_FACTOR_CODE_INVALID' as const;
        await repo.confirmEnrolment(tx, actor.userId);
        await repo.replaceRecoveryCodes(
          tx,
          recoveryCodes.map((c) => ({
            id: newId(),
            partnerId: actor.partnerId,
            userId: actor.userId,
            codeHash: recoveryHash(actor.userId, c),
          })),
        );
        await writeAudit(tx, {
          ...auditFrom('user')(actor, ctx, actor.userId),
          action: 'two-factor.enable',
        });
        return 'OK' as const;
      });
      // A wrong first code is a wrong answer at a prompt: it counts toward the lockout like any other.
      if (outcome === 'TWO_FACTOR_CODE_INVALID')
        await auth.promptFailed(actor, ctx, 'code', 'TWO_FACTOR_CODE_INVALID');
      if (outcome !== 'OK') throw new AppError(outcome);
      return { recoveryCodes };
    },

    /**
     * The second sign-in step: a code from the app or one unused recovery code. A wrong code counts toward
     * the same lockout as a wrong password; the step's token is spent by success or by the lock.
     */
    async login(input: TwoFactorLoginRequest, ctx: RequestContext): Promise<LoginData> {
      const challenge = foundOr(
        await repo.openChallenge(db, sha256(input.twoFactorToken)),
        'TWO_FACTOR_STEP_EXPIRED',
      );
      const row = await repo.findSignInRow(db, challenge.userId);
      const factor = row && (await repo.findTwoFactor(db, challenge.userId));
      if (!row || !factor?.confirmedAt) throw new AppError('TWO_FACTOR_STEP_EXPIRED');
      if (row.user.lockedUntil && row.user.lockedUntil > new Date()) throw new AppError('ACCOUNT_LOCKED');
      if (row.user.status !== USER_STATUS.ENABLED || row.partner.status !== ENTITY_STATUS.ENABLED)
        throw new AppError('ACCOUNT_DISABLED');

      const ok = await db.transaction(async (tx) => {
        const open = await repo.openChallenge(tx, challenge.tokenHash);
        if (!open) return false;
        let accepted: boolean;
        if (/^\d{6}$/.test(input.code)) {
          const step = matchingStep(factor.secretSealed, row.user.email, input.code);
          accepted = step !== null && (await repo.takeStep(tx, row.user.id, step));
        } else {
          accepted = await repo.useRecoveryCode(tx, row.user.id, recoveryHash(row.user.id, input.code));
          if (accepted)
            await writeAudit(tx, {
              partnerId: row.partner.id,
              userId: row.user.id,
              action: 'two-factor.recovery-code-used',
              subject: 'user',
              subjectId: row.user.id,
              ip: ctx.ip,
            });
        }
        if (accepted) await repo.closeChallenges(tx, row.user.id);
        return accepted;
      });
      if (!ok) {
        const locked = await auth.recordFailure(row, ctx, 'login.two-factor-failed');
        throw new AppError(locked ? 'ACCOUNT_LOCKED' : 'TWO_FACTOR_CODE_INVALID');
      }
      return auth.openSession(row, ctx, 'login');
    },

    /** An administrator's reset: the user loses the second factor and every session, audited. */
    async reset(actor: Actor, userId: string, ctx: RequestContext) {
      await db.transaction(async (tx) => {
        foundOr(await repo.findPartnerUser(tx, actor.partnerId, userId), 'USER_NOT_FOUND');
        if (!(await repo.findTwoFactor(tx, userId))) throw new AppError('TWO_FACTOR_NOT_ENABLED');
        await repo.removeTwoFactor(tx, userId);
        await authRepo.revokeAllSessions(tx, userId);
        await writeAudit(tx, {
          ...auditFrom('user')(actor, ctx, userId),
          action: 'user.two-factor-reset',
        });
      });
    },

    /**
     * A signed-in user's code at a prompt (the card sensitive view): a code from the app, each time step used
     * once, like sign-in; a wrong one counts toward the lockout (`auth.promptFailed`).
     */
    async promptCode(actor: Actor, code: string, ctx: Pick<RequestContext, 'ip'>): Promise<void> {
      const ok =
        /^\d{6}$/.test(code) &&
        (await db.transaction(async (tx) => {
          const row = await repo.findTwoFactor(tx, actor.userId);
          if (!row?.confirmedAt) return false;
          const step = matchingStep(row.secretSealed, actor.user.email, code);
          return step !== null && (await repo.takeStep(tx, actor.userId, step));
        }));
      if (!ok) await auth.promptFailed(actor, ctx, 'code', 'TWO_FACTOR_CODE_INVALID');
    },

    async policy(actor: Actor): Promise<TwoFactorPolicy> {
      return { requireTwoFactor: await repo.readRequireTwoFactor(db, actor.partnerId) };
    },

    async setPolicy(actor: Actor, policy: TwoFactorPolicy, ctx: RequestContext): Promise<TwoFactorPolicy> {
      await db.transaction(async (tx) => {
        const before = await repo.readRequireTwoFactor(tx, actor.partnerId);
        await repo.setRequireTwoFactor(tx, actor.partnerId, policy.requireTwoFactor);
        await writeAudit(tx, {
          ...auditFrom('user')(actor, ctx, actor.partnerId),
          action: 'setting.two-factor',
          before: { requireTwoFactor: before },
          after: { requireTwoFactor: policy.requireTwoFactor },
        });
      });
      return { requireTwoFactor: policy.requireTwoFactor };
    },
  };
};

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
