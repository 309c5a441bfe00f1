import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginData,
  LoginRequest,
  SessionData,
  VerifyResetCodeRequest,
} from '@remit/contract/auth';
import { toWireLanguage, type WireLanguage } from '@remit/contract/envelope';
import { TWO_FACTOR_STEP_MINUTES, type LoginAnswer } from '@remit/contract/two-factor';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import { USER_STATUS } from '@remit/contract/user';
import type { AuditAction } from '@remit/contract/log';
import type { ErrorKey } from '@remit/contract/errors';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import type { Mailer } from '../../platform/mail';
import type { Jobs } from '../../platform/jobs';
import { sessionRestriction, type Actor } from '../../platform/session.plugin';
import { loadRules } from '../../platform/abilities';
import { auditFrom, writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import {
  dummyHash,
  hashPassword,
  newId,
  newToken,
  safeEqualHex,
  sha256,
  sixDigitCode,
  verifyPassword,
} from '../../platform/crypto';
import * as repo from './auth.repository';
import * as twoFactorRepo from './two-factor.repository';
import { accountLockedMail, resetCodeMail } from './auth.mail';

/** Spec §9: the verification code is valid for 30 minutes; single use, at most 5 tries. */
export const RESET_CODE_MINUTES = 30;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** At most this many codes per account per hour; more requests are answered the same way but send nothing. */
const RESET_CODES_PER_HOUR = 5;

/** A password-reset request as queued: the same job whether or not the address has an account. */
export type ResetRequestJob = { email: string; lang: WireLanguage; ip: string };
export const PASSWORD_RESET_QUEUE = 'auth.password-reset';

export type RequestContext = { ip: string; userAgent?: string; lang: WireLanguage; gScore?: string };

/** Optional human-verification hook on login (header g_score); off unless configured. */
export type HumanVerifier = (gScore: string | undefined) => Promise<boolean>;

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserByEmail>>>;
/** What a failure needs of the user: the signed-in row, or a session's actor (`promptFailed`). */
type FailingUser = { user: UserRow['user']; partner: Pick<UserRow['partner'], 'id'> };

/** What a prompt inside a session asked for again: the password, or a second-factor code. */
export type PromptKind = 'password' | 'code';
const PROMPT_FAILED: Record<PromptKind, AuditAction> = {
  password: 'prompt.password-failed',
  code: 'prompt.code-failed',
};

export const createAuthService = (deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  jobs?: Jobs;
  verifyHuman?: HumanVerifier;
}) => {
  const { db, config, mailer } = deps;

  const sessionData = async (row: Pick<UserRow, 'user' | 'partner' | 'role'>): Promise<SessionData> => {
    const twoFactorEnabled = await twoFactorRepo.isEnabled(db, row.user.id);
    return {
      userInfo: {
        id: row.user.id,
        email: row.user.email,
        userName: row.user.userName,
        partnerId: row.partner.id,
        partnerName: row.partner.name,
        isOperator: row.partner.isOperator,
        roleId: row.role?.id ?? null,
        roleName: row.role?.name ?? null,
        timezone: row.user.timezone,
        language: row.user.language,
      },
      userAbilityRules: await loadRules(db, row.role, row.partner.isOperator),
      isEasyPassword: row.user.isEasyPassword,
      mustEnrolTwoFactor:
        sessionRestriction(row.user, row.partner, twoFactorEnabled) === 'two-factor-enrolment',
      twoFactorEnabled,
    };
  };

  /**
   * A failed sign-in step (password or second factor), or a wrong answer at a prompt inside a session, counts
   * toward the one lockout kept in the database, so every instance sees it. Reaching the threshold locks the
   * account, ends every session of the user (a stolen session cannot go on guessing) and tells its owner by mail.
   */
  const recordFailure = async (row: FailingUser, ctx: Pick<RequestContext, 'ip'>, action: AuditAction) => {
    const { user, partner } = row;
    const lockedUntil = await db.transaction(async (tx) => {
      const locked = await repo.recordFailedLogin(
        tx,
        user.id,
        config.LOCKOUT_THRESHOLD,
        config.LOCKOUT_MINUTES,
      );
      const lockedNow =
        !!locked && locked > new Date() && !(user.lockedUntil && user.lockedUntil > new Date());
      if (lockedNow) {
        await twoFactorRepo.closeChallenges(tx, user.id);
        await repo.revokeAllSessions(tx, user.id);
      }
      await writeAudit(tx, {
        partnerId: partner.id,
        userId: user.id,
        action: lockedNow ? 'login.locked' : action,
        subject: 'user',
        subjectId: user.id,
        ip: ctx.ip,
      });
      return lockedNow ? locked : null;
    });
    if (lockedUntil)
      await mailer.queue(
        accountLockedMail(
          user.email,
          toWireLanguage(user.language),
          config.APP_TITLE,
          config.LOCKOUT_MINUTES,
        ),
      );
    return lockedUntil;
  };

  /**
   * A sign-in refused before the password counts (an unknown email, a locked account): one audit entry in its
   * own transaction, as a wrong password writes its count and entry in one, so the three cost alike.
   */
  const recordRefusal = (row: UserRow | undefined, ctx: RequestContext) =>
    db.transaction((tx) =>
      writeAudit(tx, {
        partnerId: row?.partner.id ?? null,
        userId: row?.user.id ?? null,
        action: row ? 'login.refused' : 'login.unknown',
        subject: 'user',
        subjectId: row?.user.id ?? null,
        ip: ctx.ip,
      }),
    );

  const openSession = async (row: UserRow, ctx: RequestContext, action: AuditAction): Promise<LoginData> => {
    const { user, partner } = row;
    const token = newToken();
    const now = new Date();
    await db.transaction(async (tx) => {
      await repo.clearFailedLogins(tx, user.id);
      await repo.insertSession(tx, {
        tokenHash: sha256(token),
        partnerId: partner.id,
        userId: user.id,
        idleExpiresAt: new Date(now.getTime() + config.SESSION_IDLE_MINUTES * 60_000),
        absoluteExpiresAt: new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000),
        ip: ctx.ip.slice(0, 64),
        userAgent: ctx.userAgent?.slice(0, 255) ?? null,
      });
      await writeAudit(tx, {
        partnerId: partner.id,
        userId: user.id,
        action,
        subject: 'user',
        subjectId: user.id,
        ip: ctx.ip,
      });
    });
    return { token, ...(await sessionData(row)) };
  };

  const issueResetCode = async (input: ResetRequestJob) => {
    const ctx = { ip: input.ip, lang: input.lang };
    const row = await repo.findUserByEmail(db, input.email);
    if (!row || row.user.status !== USER_STATUS.ENABLED) return;
    const recent = await repo.countRecentResetCodes(db, row.user.id, new Date(Date.now() - 3_600_000));
    if (recent >= RESET_CODES_PER_HOUR) return;
    const code = sixDigitCode();
    await db.transaction(async (tx) => {
      await repo.replaceResetCode(tx, {
        id: newId(),
        partnerId: row.partner.id,
        userId: row.user.id,
        codeHash: sha256(`${row.user.id}:${code}`),
        expiresAt: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
      });
      await writeAudit(tx, {
        partnerId: row.partner.id,
        userId: row.user.id,
        action: 'password.reset-requested',
        subject: 'user',
        subjectId: row.user.id,
        ip: ctx.ip,
      });
    });
    await mailer.queue(resetCodeMail(row.user.email, code, ctx.lang, config.APP_TITLE));
  };

  /**
   * The one rule for every prompt that asks a signed-in user for the password or a second-factor code again
   * (the card's sensitive view, a password change, a second factor's confirmation): a wrong answer counts as a
   * failed sign-in does, and the answer is the prompt's own error, or ACCOUNT_LOCKED once it locked the account
   * (every session of the user has then ended). A right answer leaves the count alone: only a sign-in clears it.
   */
  const promptFailed = async (
    actor: Actor,
    ctx: Pick<RequestContext, 'ip'>,
    kind: PromptKind,
    wrong: ErrorKey,
  ): Promise<never> => {
    const locked = await recordFailure(
      { user: actor.user, partner: { id: actor.partnerId } },
      ctx,
      PROMPT_FAILED[kind],
    );
    throw new AppError(locked ? 'ACCOUNT_LOCKED' : wrong);
  };

  /** A prompt for the password (argon2 against the stored hash), through `promptFailed` when it is wrong. */
  const promptPassword = async (
    actor: Actor,
    password: string,
    ctx: Pick<RequestContext, 'ip'>,
    wrong: ErrorKey,
  ) => {
    if (!(await verifyPassword(actor.user.passwordHash, password)))
      await promptFailed(actor, ctx, 'password', wrong);
  };

  return {
    sessionData,
    recordFailure,
    openSession,
    promptFailed,
    promptPassword,

    /**
     * Unknown email, wrong password and locked account answer alike, after the same argon2 verify and one
     * audit write each, so neither the answer nor its timing tells which addresses have accounts; the owner of
     * a locked account learns of it by mail. A right password on an account with a second factor opens only the
     * code step.
     */
    async login(input: LoginRequest, ctx: RequestContext): Promise<LoginAnswer> {
      if (deps.verifyHuman && !(await deps.verifyHuman(ctx.gScore))) throw new AppError('CAPTCHA_FAILED');
      const row = await repo.findUserByEmail(db, input.email);
      const passwordOk = await verifyPassword(row?.user.passwordHash ?? (await dummyHash()), input.password);
      if (!row || (row.user.lockedUntil && row.user.lockedUntil > new Date())) {
        await recordRefusal(row, ctx);
        throw new AppError('LOGIN_FAILED');
      }
      const { user, partner } = row;
      if (!passwordOk) {
        await recordFailure(row, ctx, 'login.failed');
        throw new AppError('LOGIN_FAILED');
      }
      if (user.status !== USER_STATUS.ENABLED || partner.status !== ENTITY_STATUS.ENABLED)
        throw new AppError('ACCOUNT_DISABLED');

      if (await twoFactorRepo.isEnabled(db, user.id)) {
        const twoFactorToken = newToken();
        await twoFactorRepo.insertChallenge(db, {
          tokenHash: sha256(twoFactorToken),
          partnerId: partner.id,
          userId: user.id,
          expiresAt: new Date(Date.now() + TWO_FACTOR_STEP_MINUTES * 60_000),
        });
        return { twoFactorToken };
      }
      return openSession(row, ctx, 'login');
    },

    async logout(actor: Actor, ip: string) {
      await db.transaction(async (tx) => {
        await repo.revokeSession(tx, actor.tokenHash);
        await writeAudit(tx, {
          ...auditFrom('user')(actor, { ip }, actor.userId),
          action: 'logout',
        });
      });
    },

    /**
     * Always answers the same way after the same work, one queued job, whether or not the address has an
     * account (DESIGN §6): the lookup, the code and the mail happen in the job, out of the answer's timing.
     */
    async forgotPassword(input: ForgotPasswordRequest, ctx: RequestContext) {
      const job: ResetRequestJob = { email: input.email, lang: ctx.lang, ip: ctx.ip };
      if (deps.jobs) await deps.jobs.send(PASSWORD_RESET_QUEUE, job);
      else await issueResetCode(job);
    },

    issueResetCode: (job: ResetRequestJob) => issueResetCode(job),

    async verifyResetCode(input: VerifyResetCodeRequest, ctx: RequestContext) {
      const row = await repo.findUserByEmail(db, input.email);
      if (!row || row.user.status !== USER_STATUS.ENABLED) throw new AppError('RESET_CODE_INVALID');
      const userId = row.user.id;
      const passwordHash = await hashPassword(input.password);
      const ok = await db.transaction(async (tx) => {
        const open = await repo.latestOpenResetCode(tx, userId);
        if (!open || open.expiresAt <= new Date()) return false;
        const attempts = await repo.bumpResetAttempts(tx, open.id, RESET_CODE_MAX_ATTEMPTS);
        if (
          attempts > RESET_CODE_MAX_ATTEMPTS ||
          !safeEqualHex(open.codeHash, sha256(`${userId}:${input.code}`))
        )
          return false;
        await repo.markResetCodeUsed(tx, open.id);
        await repo.setPassword(tx, userId, passwordHash);
        await repo.revokeAllSessions(tx, userId);
        await writeAudit(tx, {
          partnerId: row.partner.id,
          userId,
          action: 'password.reset',
          subject: 'user',
          subjectId: userId,
          ip: ctx.ip,
        });
        return true;
      });
      if (!ok) throw new AppError('RESET_CODE_INVALID');
    },

    async changePassword(actor: Actor, input: ChangePasswordRequest, ctx: RequestContext) {
      await promptPassword(actor, input.old_password, ctx, 'OLD_PASSWORD_WRONG');
      if (input.old_password === input.new_password) throw new AppError('SAME_PASSWORD');
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, actor.userId, passwordHash);
        // Every session of the user ends, this one included: the client goes back to login.
        await repo.revokeAllSessions(tx, actor.userId);
        await writeAudit(tx, {
          ...auditFrom('user')(actor, ctx, actor.userId),
          action: 'password.change',
        });
      });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
