import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONFIGS_PATH, configsDto, configsRequest, type ConfigsDto } from '@remit/contract/auth';
import { SUCCESS_CODE } from '@remit/contract/envelope';
import { successMessages } from '@remit/contract/errors';
import { MAX_FILE_BYTES } from '@remit/contract/validation';
import type { Config } from '../../config';
import { requestLanguage } from '../../platform/language';
import { parseEnv } from '../../platform/env';
import { moneyEnv } from '../account/account.plugin';
import { RESET_CODE_MINUTES } from '../auth/auth.service';

/** The global configuration call (spec §7, dtoName getConfigs): answers `{ code, dto, msg }`. */
export const configRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    // The balances the server keeps (BALANCE_CURRENCIES), not a copy: the web offers exactly these.
    const { BALANCE_CURRENCIES } = parseEnv(moneyEnv);
    app.post(
      CONFIGS_PATH,
      {
        config: { auth: 'session', openTo: ['password-change', 'two-factor-enrolment'] },
        schema: {
          tags: ['config'],
          body: configsRequest,
          response: { 200: z.object({ code: z.string(), dto: configsDto, msg: z.string() }) },
        },
      },
      async (request) => {
        const dto: ConfigsDto = {
          appTitle: config.APP_TITLE,
          sandbox: config.SANDBOX,
          defaultTimezone: 'Etc/UTC',
          balanceCurrencies: BALANCE_CURRENCIES,
          pageSizes: [10, 25, 50, 100],
          maxUploadBytes: MAX_FILE_BYTES,
          resetCodeMinutes: RESET_CODE_MINUTES,
        };
        return { code: SUCCESS_CODE, dto, msg: successMessages.OK[requestLanguage(request)] };
      },
    );
  };
