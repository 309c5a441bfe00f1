import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subject } from '@remit/contract/permission';
import { AddButton } from './add-button';
import type { EditDialogProps } from './dialog-props';
import type { Column } from './data-table';
import { entityActionsColumn, entityStatusColumn, type EntityToggle } from './entity-actions';
import { ListPage, type ListPageProps } from './list-page';

type Props<R, F extends object> = Omit<ListPageProps<R, F>, 'add' | 'columns' | 'children'> & {
  /** Whose add and edit permissions show Add, Edit, Enable and Disable. */
  subject: Subject;
  /** The feature's namespace: `columns.status`, `entityStatus.*`, `edit`, `enable` and `disable`. */
  ns: string;
  addLabel: string;
  /** The columns before the status. */
  columns: Column<R>[];
  /** The columns between the status and the actions. */
  after?: Column<R>[];
  /** The status call of a row. */
  setStatus: { mutate: (change: { id: string; status: EntityToggle }) => void };
  /** The add (no record) or edit dialog, kept mounted. */
  Dialog: ComponentType<EditDialogProps<R>>;
};

/**
 * A list of saved entities (spec §3 entity status: beneficiaries, withdrawal accounts): Add, the entity's
 * columns, its status, and each row's Edit and Enable or Disable; Add and Edit open the entity's dialog.
 */
export const EntityListPage = <R extends { id: string; status: number }, F extends object>({
  subject,
  ns,
  addLabel,
  columns,
  after = [],
  setStatus,
  Dialog,
  ...page
}: Props<R, F>) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  return (
    <ListPage
      {...page}
      add={
        <AddButton subject={subject} onClick={() => setEditing('new')}>
          {addLabel}
        </AddButton>
      }
      columns={[
        ...columns,
        entityStatusColumn<R>(t(`${ns}.columns.status`), (s) => t(`${ns}.entityStatus.${s}`)),
        ...after,
        entityActionsColumn<R>({
          subject,
          ns,
          onEdit: setEditing,
          onStatus: (row, status) => setStatus.mutate({ id: row.id, status }),
        }),
      ]}
    >
      <Dialog
        open={editing !== null}
        record={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </ListPage>
  );
};
