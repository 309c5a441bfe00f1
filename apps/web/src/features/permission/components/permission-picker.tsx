import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ACTIONS } from '@remit/contract/permission';
import type { PermissionGroup } from '@remit/contract/permission-catalogue';

type Props = {
  groups: PermissionGroup[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
};

/** Tick state of a set of ids: all, some (indeterminate) or none. */
const tickState = (ids: string[], chosen: Set<string>) => {
  const count = ids.filter((id) => chosen.has(id)).length;
  return { checked: ids.length > 0 && count === ids.length, indeterminate: count > 0 && count < ids.length };
};

/**
 * Spec §6 "bound permissions, select all": one row per module with its own select-all, one column per
 * action (view, index, add, edit, delete, and approve where a module has maker-checker: the others show a
 * dash), and a select-all over everything in the header.
 */
export const PermissionPicker = ({ groups, value, onChange, disabled }: Props) => {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const allIds = groups.flatMap((g) => g.permissions.map((p) => p.id));
  // Privileges outside the known actions (none today) still get a column, after them.
  const columns = [
    ...ACTIONS,
    ...new Set(
      groups
        .flatMap((g) => g.permissions.map((p) => p.privilegeName))
        .filter((a) => !ACTIONS.includes(a as never)),
    ),
  ];
  const setMany = (ids: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    // Keep catalogue order, so the request reads the way the table does.
    onChange(allIds.filter((id) => next.has(id)));
  };
  const all = tickState(allIds, chosen);
  const moduleLabel = (m: string) => t(`permission.modules.${m}`, { defaultValue: m });
  return (
    // Its own scroll area with a sticky header: the action names and select-all stay in view.
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto', maxHeight: { sm: '52vh' } }}
    >
      <Table size="small" stickyHeader aria-label={t('permission.roles.fields.permissions')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 200 }}>
              <FormControlLabel
                label={t('permission.roles.selectAll')}
                control={
                  <Checkbox
                    size="small"
                    name="selectAll"
                    checked={all.checked}
                    indeterminate={all.indeterminate}
                    disabled={disabled || allIds.length === 0}
                    onChange={(_e, on) => setMany(allIds, on)}
                  />
                }
                slotProps={{ typography: { variant: 'subtitle2' } }}
              />
            </TableCell>
            {columns.map((action) => (
              <TableCell key={action} align="center" sx={{ whiteSpace: 'nowrap' }}>
                {t(`permission.actions.${action}`, { defaultValue: action })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            const ids = group.permissions.map((p) => p.id);
            const row = tickState(ids, chosen);
            return (
              <TableRow
                key={group.moduleName}
                hover
                data-testid="permission-module"
                data-module={group.moduleName}
              >
                <TableCell sx={{ py: 0 }}>
                  <FormControlLabel
                    label={moduleLabel(group.moduleName)}
                    control={
                      <Checkbox
                        size="small"
                        name={`module-${group.moduleName}`}
                        checked={row.checked}
                        indeterminate={row.indeterminate}
                        disabled={disabled}
                        onChange={(_e, on) => setMany(ids, on)}
                      />
                    }
                  />
                </TableCell>
                {columns.map((action) => {
                  const permission = group.permissions.find((p) => p.privilegeName === action);
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      {permission ? (
                        <Checkbox
                          size="small"
                          name={`${group.moduleName}.${action}`}
                          checked={chosen.has(permission.id)}
                          disabled={disabled}
                          onChange={(_e, on) => setMany([permission.id], on)}
                          slotProps={{
                            input: {
                              'aria-label': `${moduleLabel(group.moduleName)} · ${t(`permission.actions.${action}`, { defaultValue: action })}`,
                            },
                          }}
                        />
                      ) : (
                        <Box component="span" sx={{ color: 'text.disabled' }}>
                          —
                        </Box>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};
