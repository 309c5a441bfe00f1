/* Settings → Users, Roles and the Permission catalogue (spec §2, §6). */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionRecord } from '@remit/contract/permission-catalogue';
import { MODULES, type Subject } from '@remit/contract/permission';
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
import { catalogueColumns } from '../components/catalogue-columns';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ListPagination, type PageSize } from '../../../shared/ui/list-pagination';
import { RoleDialog } from '../components/role-dialog';
import { roleColumns } from '../components/role-columns';
import { PermissionTable, type PermissionColumn } from '../components/permission-table';
import { SearchFilters, type SearchFilterValues } from '../components/search-filters';
import { UserDialog } from '../components/user-dialog';
import { UserFilters, type UserFilterValues } from '../components/user-filters';
import { userColumns } from '../components/user-columns';

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

/**
 * A settings list's state: its filter, page and size, the user's buttons on `subject`, and the page call,
 * made only when the user may list it.
 */
const useSettingsPage = <F extends object, Q>(
  subject: Subject,
  usePage: (request: F & { page: number; size: PageSize }, enabled: boolean) => Q,
) => {
  const list = useListState<F>();
  const can = useButtons(subject);
  const query = usePage({ ...list.filter, page: list.page, size: list.size }, can.list);
  return { list, can, query };
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
 * (Edit and Delete as the user's rules allow) or why it is empty (no right to list, loading, nothing yet),
 * the pager, the add or edit dialog and the delete confirmation.
 */
const SettingsList = <R extends { id: string }>({
  ns,
  can,
  list,
  query,
  filters,
  columns,
  rowTestId,
  rowName,
  undeletable,
  remove,
  deleteText,
  dialog,
}: {
  ns: Ns;
  can: ReturnType<typeof useButtons>;
  list: ReturnType<typeof useListState>;
  query: { data?: { records: R[]; total: number }; isPending: boolean };
  filters: ReactNode;
  columns: PermissionColumn<R>[];
  rowTestId: string;
  rowName: (row: R) => string;
  undeletable?: (row: R) => boolean;
  /** The delete call; its answer's message is the toast. */
  remove: (id: string) => Promise<{ message: string }>;
  /** What the delete confirmation asks about the row. */
  deleteText: (row: R | null) => string;
  /** The add (no row) or edit dialog. */
  dialog: (row: R | undefined, onClose: () => void) => ReactNode;
}) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const deleting = useConfirmedDelete<R>(remove);
  const records = query.data?.records ?? [];
  return (
    <>
      <PageHeader
        title={t(`permission.${ns}.title`)}
        description={t(`permission.${ns}.description`)}
        actions={
          can.add && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
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
          <PermissionTable
            label={t(`permission.${ns}.title`)}
            columns={columns}
            records={records}
            rowTestId={rowTestId}
            editing={{
              name: rowName,
              onEdit: can.edit ? setEditing : undefined,
              onDelete: can.remove ? deleting.ask : undefined,
              undeletable,
            }}
          />
        )}
        <ListPagination
          total={query.data?.total ?? 0}
          page={list.page}
          size={list.size}
          onPage={list.setPage}
          onSize={list.setSize}
        />
      </Card>
      {editing && dialog(editing === 'new' ? undefined : editing, () => setEditing(null))}
      {/* Spec §6: deletes ask for confirmation. */}
      <ConfirmDialog
        open={!!deleting.target}
        title={t(`permission.${ns}.deleteTitle`)}
        text={deleteText(deleting.target)}
        confirm={t('permission.common.delete')}
        cancelLabel={t('permission.common.cancel')}
        color="error"
        size="xs"
        inset
        busy={deleting.pending}
        onClose={deleting.cancel}
        onConfirm={() => void deleting.confirm()}
      />
    </>
  );
};

export const UsersPage = () => {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const settings = useSettingsPage<UserFilterValues, ReturnType<typeof useUserPage>>('user', useUserPage);
  return (
    <SettingsList
      ns="users"
      {...settings}
      filters={<UserFilters onSearch={settings.list.setFilter} />}
      columns={userColumns(t)}
      rowTestId="user-row"
      rowName={(user) => user.userName}
      // Nobody deletes their own account (the server refuses it too).
      undeletable={(user) => user.id === userInfo?.id}
      remove={useDeleteUser().mutateAsync}
      deleteText={(user) => t('permission.users.deleteText', { name: user?.userName, email: user?.email })}
      dialog={(user, onClose) => <UserDialog user={user} onClose={onClose} />}
    />
  );
};

export const RolesPage = () => {
  const { t } = useTranslation();
  const settings = useSettingsPage<SearchFilterValues, ReturnType<typeof useRolePage>>('role', useRolePage);
  return (
    <SettingsList
      ns="roles"
      {...settings}
      filters={
        <SearchFilters searchLabel={t('permission.roles.fields.name')} onSearch={settings.list.setFilter} />
      }
      columns={roleColumns(t)}
      rowTestId="role-row"
      rowName={(role) => role.name}
      // The administrator role is never deletable (the server says so too).
      undeletable={(role) => role.isAdmin}
      remove={useDeleteRole().mutateAsync}
      deleteText={(role) => t('permission.roles.deleteText', { name: role?.name })}
      dialog={(role, onClose) => <RoleDialog role={role} onClose={onClose} />}
    />
  );
};

/** A permission by its stored names, `module.privilege`. */
const permissionName = (p: PermissionRecord) => `${p.moduleName}.${p.privilegeName}`;

/** The permission catalogue: the operator's, reachable on the internal admin host only (spec §2 Guards). */
export const PermissionPage = () => {
  const { t } = useTranslation();
  const settings = useSettingsPage<SearchFilterValues, ReturnType<typeof useCataloguePage>>(
    'permission',
    useCataloguePage,
  );
  return (
    <SettingsList
      ns="catalogue"
      {...settings}
      filters={
        <SearchFilters
          searchLabel={t('permission.catalogue.fields.description')}
          modules={MODULES}
          onSearch={settings.list.setFilter}
        />
      }
      columns={catalogueColumns(t)}
      rowTestId="permission-row"
      rowName={permissionName}
      remove={useDeletePermission().mutateAsync}
      deleteText={(p) => t('permission.catalogue.deleteText', { name: p ? permissionName(p) : '' })}
      dialog={(permission, onClose) => <CatalogueDialog permission={permission} onClose={onClose} />}
    />
  );
};
