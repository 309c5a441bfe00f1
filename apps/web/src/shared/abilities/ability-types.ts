import type { MongoAbility, RawRuleOf } from '@casl/ability';
import type { Action, Subject } from '@remit/contract/permission';

/** The app's ability and one of its rules, apart from the ability itself so the rule helpers need not import it. */
export type AppAbility = MongoAbility<[Action | 'manage', Subject | 'all']>;
export type AppRule = RawRuleOf<AppAbility>;
