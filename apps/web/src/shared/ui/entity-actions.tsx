import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ENTITY_STATUS } from '@remit/contract/beneficiary';
import type { Subject } from '@remit/contract/permission';
import { Can } from '../abilities/can';
import type { Column } from './data-table';
import { StatusChip } from './status-chip';

/** The two statuses a user switches between. */
export type EntityToggle = typeof ENTITY_STATUS.ENABLED | typeof ENTITY_STATUS.DISABLED;

type Props = {
  /** Whose edit permission shows the buttons. */
  subject: Subject;
  /** The feature's namespace holding `edit`, `enable` and `disable`. */
  ns: string;
  status: number;
  onEdit: () => void;
  onStatus: (status: EntityToggle) => void;
};

/** A saved entity's row actions: Edit, and Enable or Disable by its status (spec §3 entity status). */
export const EntityActions = ({ subject, ns, status, onEdit, onStatus }: Props) => {
  const { t } = useTranslation();
  const enabled = status === ENTITY_STATUS.ENABLED;
  return (
    <Can I="edit" a={subject}>
      <Button size="small" onClick={onEdit}>
        {t(`${ns}.edit`)}
      </Button>
      <Button
        size="small"
        color={enabled ? 'warning' : 'success'}
        onClick={() => onStatus(enabled ? ENTITY_STATUS.DISABLED : ENTITY_STATUS.ENABLED)}
      >
        {t(enabled ? `${ns}.disable` : `${ns}.enable`)}
      </Button>
    </Can>
  );
};

/** A saved entity's status column: Enabled in green, any other grey; `label` names the status. */
export const entityStatusColumn = <R extends { status: number }>(
  header: string,
  label: (status: number) => string,
): Column<R> => ({
  key: 'status',
  header,
  lead: true,
  cell: (row) => (
    <StatusChip
      color={row.status === ENTITY_STATUS.ENABLED ? 'success' : 'default'}
      label={label(row.status)}
    />
  ),
});

/** The last column of a list of saved entities: each row's `EntityActions`. */
export const entityActionsColumn = <R extends { status: number }>({
  subject,
  ns,
  onEdit,
  onStatus,
}: Pick<Props, 'subject' | 'ns'> & {
  onEdit: (row: R) => void;
  onStatus: (row: R, status: EntityToggle) => void;
}): Column<R> => ({
  key: 'actions',
  header: '',
  align: 'right',
  actions: true,
  cell: (row) => (
    <EntityActions
      subject={subject}
      ns={ns}
      status={row.status}
      onEdit={() => onEdit(row)}
      onStatus={(status) => onStatus(row, status)}
    />
  ),
});
