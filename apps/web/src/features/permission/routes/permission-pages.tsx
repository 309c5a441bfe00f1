/* Settings → Users, Roles and the Permission catalogue (spec §2, §6). */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionRecord } from '@remit/contract/permission-catalogue';
import { MODULES, type Subject } from '@remit/contract/permission';
import type { RoleRecord } from '@remit/contract/role';
import type { UserRecord } from '@remit/contract/user';
import { useAppAbility } from '../../../shared/abilities/can';
import { ApiError } from '../../../shared/http/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSession } from '../../../shared/session/use-session';
import { useCataloguePage } from '../api/catalogue-page';
import { useDeletePermission } from '../api/catalogue-changes';
import { useDeleteRole } from '../api/role-changes';
import { useRolePage } from '../api/role-page';
import { useDeleteUser } from '../api/user-changes';
import { useUserPage } from '../api/user-page';
import { CatalogueDialog } from '../components/catalogue-dialog';
import { CatalogueTable } from '../components/catalogue-table';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { ListPagination, type PageSize } from '../../../shared/ui/list-pagination';
import { RoleDialog } from '../components/role-dialog';
import { RolesTable } from '../components/roles-table';
import { SearchFilters, type SearchFilterValues } from '../components/search-filters';
import { UserDialog } from '../components/user-dialog';
import { UserFilters, type UserFilterValues } from '../components/user-filters';
import { UsersTable } from '../components/users-table';

/** Filter, page and size of one list; a new filter or size starts again at page 1. */
const useListState = <F extends object>() => {
  const [filter, setFilterState] = useState<F>({} as F);
  const [page, setPage] = useState(1);
  const [size, setSizeState] = useState<PageSize>(10);
  return {
    filter,
    page,
    size,
    setPage,
    setFilter: (next: F) => {
      setFilterState(next);
      setPage(1);
    },
    setSize: (next: PageSize) => {
      setSizeState(next);
      setPage(1);
    },
  };
};

/** Which buttons the signed-in user's rules allow on a module (spec §6: add, edit, delete). */
const useButtons = (subject: Subject) => {
  const ability = useAppAbility();
  return {
    list: ability.can('index', subject),
    add: ability.can('add', subject),
    edit: ability.can('edit', subject),
    remove: ability.can('delete', subject),
  };
};

/** A delete asked for and confirmed; the server's refusal (last administrator, role in use) is a toast. */
const useConfirmedDelete = <T extends { id: string }>(
  remove: (id: string) => Promise<{ message: string }>,
) => {
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setPending(true);
    try {
      notifySuccess((await remove(target.id)).message);
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'canceled')
        notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
      setTarget(null);
    }
  };
  return { target, pending, ask: setTarget, cancel: () => setTarget(null), confirm };
};

type Ns = 'users' | 'roles' | 'catalogue';

/**
 * One settings list (users, roles, the catalogue): the header with Add when allowed, the filters, the table
 * or why it is empty (no right to list, loading, nothing yet), the pager, and the delete confirmation.
 */
const SettingsList = <R extends { id: string }>({
  ns,
  can,
  list,
  query,
  filters,
  table,
  onAdd,
  deleting,
  deleteText,
  children,
}: {
  ns: Ns;
  can: ReturnType<typeof useButtons>;
  list: ReturnType<typeof useListState>;
  query: { data?: { records: R[]; total: number }; isPending: boolean };
  filters: ReactNode;
  table: (records: R[]) => ReactNode;
  onAdd: () => void;
  deleting: ReturnType<typeof useConfirmedDelete<R>>;
  deleteText: string;
  /** The add or edit dialog. */
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const records = query.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={t(`permission.${ns}.title`)}
        description={t(`permission.${ns}.description`)}
        actions={
          can.add && (
            <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
              {t(`permission.${ns}.add`)}
            </Button>
          )
        }
      />
      <Card>
        {filters}
        <Divider />
        {records.length === 0 ? (
          <EmptyState
            text={
              !can.list
                ? t('permission.common.noIndex')
                : query.isPending
                  ? t('permission.common.loading')
                  : t(`permission.${ns}.empty`)
            }
          />
        ) : (
          table(records)
        )}
        <ListPagination
          total={query.data?.total ?? 0}
          page={list.page}
          size={list.size}
          onPage={list.setPage}
          onSize={list.setSize}
        />
      </Card>
      {children}
      <ConfirmDeleteDialog
        open={!!deleting.target}
        title={t(`permission.${ns}.deleteTitle`)}
        text={deleteText}
        pending={deleting.pending}
        onCancel={deleting.cancel}
        onConfirm={() => void deleting.confirm()}
      />
    </>
  );
};

export const UsersPage = () => {
  const { t } = useTranslation();
  const list = useListState<UserFilterValues>();
  const can = useButtons('user');
  const { userInfo } = useSession();
  const query = useUserPage({ ...list.filter, page: list.page, size: list.size }, can.list);
  const [editing, setEditing] = useState<UserRecord | 'new' | null>(null);
  const del = useDeleteUser();
  const deleting = useConfirmedDelete<UserRecord>(del.mutateAsync);
  return (
    <SettingsList
      ns="users"
      can={can}
      list={list}
      query={query}
      filters={<UserFilters onSearch={list.setFilter} />}
      table={(records) => (
        <UsersTable
          records={records}
          onEdit={can.edit ? setEditing : undefined}
          onDelete={can.remove ? deleting.ask : undefined}
          selfId={userInfo?.id}
        />
      )}
      onAdd={() => setEditing('new')}
      deleting={deleting}
      deleteText={t('permission.users.deleteText', {
        name: deleting.target?.userName,
        email: deleting.target?.email,
      })}
    >
      {editing && (
        <UserDialog user={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </SettingsList>
  );
};

export const RolesPage = () => {
  const { t } = useTranslation();
  const list = useListState<SearchFilterValues>();
  const can = useButtons('role');
  const query = useRolePage({ search: list.filter.search, page: list.page, size: list.size }, can.list);
  const [editing, setEditing] = useState<RoleRecord | 'new' | null>(null);
  const del = useDeleteRole();
  const deleting = useConfirmedDelete<RoleRecord>(del.mutateAsync);
  return (
    <SettingsList
      ns="roles"
      can={can}
      list={list}
      query={query}
      filters={<SearchFilters searchLabel={t('permission.roles.fields.name')} onSearch={list.setFilter} />}
      table={(records) => (
        <RolesTable
          records={records}
          onEdit={can.edit ? setEditing : undefined}
          onDelete={can.remove ? deleting.ask : undefined}
        />
      )}
      onAdd={() => setEditing('new')}
      deleting={deleting}
      deleteText={t('permission.roles.deleteText', { name: deleting.target?.name })}
    >
      {editing && (
        <RoleDialog role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </SettingsList>
  );
};

/** The permission catalogue: the operator's, reachable on the internal admin host only (spec §2 Guards). */
export const PermissionPage = () => {
  const { t } = useTranslation();
  const list = useListState<SearchFilterValues>();
  const can = useButtons('permission');
  const query = useCataloguePage({ ...list.filter, page: list.page, size: list.size }, can.list);
  const [editing, setEditing] = useState<PermissionRecord | 'new' | null>(null);
  const del = useDeletePermission();
  const deleting = useConfirmedDelete<PermissionRecord>(del.mutateAsync);
  return (
    <SettingsList
      ns="catalogue"
      can={can}
      list={list}
      query={query}
      filters={
        <SearchFilters
          searchLabel={t('permission.catalogue.fields.description')}
          modules={MODULES}
          onSearch={list.setFilter}
        />
      }
      table={(records) => (
        <CatalogueTable
          records={records}
          onEdit={can.edit ? setEditing : undefined}
          onDelete={can.remove ? deleting.ask : undefined}
        />
      )}
      onAdd={() => setEditing('new')}
      deleting={deleting}
      deleteText={t('permission.catalogue.deleteText', {
        name: deleting.target ? `${deleting.target.moduleName}.${deleting.target.privilegeName}` : '',
      })}
    >
      {editing && (
        <CatalogueDialog
          permission={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </SettingsList>
  );
};
