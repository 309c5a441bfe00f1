import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../shared/abilities/can';
import { notifyDone } from '../../../shared/ui/notify';
import { useSetTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor-policy';

/** Who manages users can require a second factor of everyone in the partner. */
export const TwoFactorPolicy = () => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canEdit = ability.can('edit', 'user');
  const policy = useTwoFactorPolicy(canEdit);
  const update = useSetTwoFactorPolicy();
  if (!canEdit) return null;
  const required = policy.data?.requireTwoFactor ?? false;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={
          <Switch
            checked={required}
            disabled={!policy.data || update.isPending}
            onChange={(_event, checked) =>
              void notifyDone(
                update.mutateAsync({ requireTwoFactor: checked }),
                t('settingHub.twoFactor.saved'),
              )
            }
          />
        }
        label={t('settingHub.twoFactor.require')}
      />
      <Typography variant="caption" color="text.secondary" component="div">
        {t('settingHub.twoFactor.requireHelp')}
      </Typography>
    </>
  );
};
