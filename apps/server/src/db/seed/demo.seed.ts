import { sql } from 'drizzle-orm';
import type { Action, Subject } from '@remit/contract/permission';
import type { Db, Tx } from '../client';
import { partners, rolePermissions, roles, users } from '../schema/index';
import { hashPassword, newId } from '../../platform/crypto';
import { writeAudit } from '../../platform/audit';
import { seedPermissionCatalogue } from './permissions.seed';
import { seedReporting } from './reporting.seed';
import { seedMoney } from './money.seed';
import { seedMerchants } from './merchant.seed';
import type { Storage } from '../../adapters/storage/storage';
import type { CardVault } from '../../domains/card/card.vault';
import { seedCards } from './card.seed';
import { seedCardAuthorizations } from './card-authorization.seed';
import { planCollections, seedVirtualAccounts } from './collection.seed';
import { emptyStory } from './history.seed';
import { seedPayees } from './payee.seed';
import { seedMaterials } from './material.seed';

export type DemoCredentials = { email: string; password: string };

type Grant = (p: { privilegeName: string; moduleName: string }) => boolean;

const MONEY: Subject[] = [
  'account',
  'transactions',
  'statement',
  'payment',
  'beneficiary',
  'withdrawal',
  'fee',
  'exchange',
  'transfer',
  'tradeDownload',
  'dashboard',
  'collection',
];
const VIEW: Action[] = ['view', 'index'];

/** Finance: accounts, orders, payees all; cards view. Viewer: view only. */
const grants: Record<'finance' | 'viewer', Grant> = {
  finance: (p) =>
    MONEY.includes(p.moduleName as Subject) ||
    ((p.moduleName === 'card' || p.moduleName === 'merchant') && VIEW.includes(p.privilegeName as Action)),
  viewer: (p) =>
    VIEW.includes(p.privilegeName as Action) && !['user', 'role', 'permission'].includes(p.moduleName),
};

const createRole = async (
  tx: Tx,
  partnerId: string,
  name: string,
  description: string,
  isAdmin: boolean,
  catalogue: { id: string; privilegeName: string; moduleName: string }[],
  grant?: Grant,
) => {
  const id = newId();
  await tx.insert(roles).values({ id, partnerId, name, description, isAdmin });
  const bound = grant ? catalogue.filter(grant) : isAdmin ? catalogue : [];
  if (bound.length)
    await tx
      .insert(rolePermissions)
      .values(bound.map((p) => ({ partnerId, roleId: id, permissionId: p.id })));
  return id;
};

/**
 * First start only: the operator, a demo partner with Administrator, Finance and Viewer (one user each, plus a
 * new hire who must change a temporary password), and a second partner so that sealing can be seen.
 */
export const seedDemo = async (
  db: Db,
  demo: DemoCredentials,
  /** Where the demo merchants' sample documents go; without it they are seeded without documents. */
  storage?: Storage,
  /** The card-data vault the app will open PANs with; without it no demo cards are issued. */
  cardVault?: CardVault,
): Promise<boolean> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(partners);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(demo.password);
  const ids = await db.transaction(async (tx) => {
    const catalogue = await seedPermissionCatalogue(tx);

    const operatorId = newId();
    await tx.insert(partners).values({ id: operatorId, name: 'Remit Platform Operations', isOperator: true });
    const opsRole = await createRole(tx, operatorId, 'Operator', 'Runs the platform', true, catalogue);

    const demoId = newId();
    await tx.insert(partners).values({ id: demoId, name: 'Demo Trading Co.' });
    const adminRole = await createRole(tx, demoId, 'Administrator', 'Everything', true, catalogue);
    const financeRole = await createRole(
      tx,
      demoId,
      'Finance',
      'Accounts, orders and payees; cards view only',
      false,
      catalogue,
      grants.finance,
    );
    const viewerRole = await createRole(tx, demoId, 'Viewer', 'View only', false, catalogue, grants.viewer);

    const otherId = newId();
    await tx.insert(partners).values({ id: otherId, name: 'Other Imports Ltd.' });
    const otherAdmin = await createRole(tx, otherId, 'Administrator', 'Everything', true, catalogue);

    const people = [
      { partnerId: operatorId, roleId: opsRole, email: 'operator@remit.test', userName: 'Platform Operator' },
      { partnerId: demoId, roleId: adminRole, email: demo.email, userName: 'Demo Administrator' },
      { partnerId: demoId, roleId: financeRole, email: 'finance@demo.test', userName: 'Fiona Finance' },
      { partnerId: demoId, roleId: viewerRole, email: 'viewer@demo.test', userName: 'Victor Viewer' },
      {
        partnerId: demoId,
        roleId: viewerRole,
        email: 'newhire@demo.test',
        userName: 'Nina Newhire',
        isEasyPassword: true,
      },
      { partnerId: otherId, roleId: otherAdmin, email: 'admin@other.test', userName: 'Olivia Other' },
    ];
    const rows = people.map((p) => ({ id: newId(), passwordHash, ...p }));
    await tx.insert(users).values(rows);
    await writeAudit(tx, {
      partnerId: null,
      userId: null,
      action: 'seed',
      subject: 'partner',
      after: { partners: 3, users: people.length },
    });
    return { demoId, otherId, financeId: rows.find((u) => u.email === 'finance@demo.test')!.id };
  });
  // The demo's past, dated when it happened: its payees (made before their first withdrawal), its virtual
  // accounts, then three months of deposits, collections, exchanges and withdrawal orders in time order.
  const payees = await seedPayees(db, ids, 95);
  const accounts = await seedVirtualAccounts(db, ids);
  const collections = emptyStory();
  planCollections(collections, ids, accounts);
  await db.transaction((tx) =>
    seedMoney(tx, ids, { cast: { maker: ids.financeId, payees }, extra: collections }),
  );
  await seedMerchants(db, ids, storage);
  await seedMaterials(db, ids, storage);
  if (cardVault) {
    await seedCards(db, ids, cardVault);
    await seedCardAuthorizations(db, ids);
  }
  await seedReporting(db);
  return true;
};
