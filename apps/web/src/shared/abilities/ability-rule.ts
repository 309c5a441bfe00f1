import type { MongoAbility, RawRuleOf } from '@casl/ability';
import type { Action, Subject } from '@remit/contract/permission';

/** The CASL ability the web app checks, and one rule of it (as the server sends it). */
export type AppAbility = MongoAbility<[Action | 'manage', Subject | 'all']>;
export type AppRule = RawRuleOf<AppAbility>;
