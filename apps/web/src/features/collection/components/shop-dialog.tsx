import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SHOP_TYPES, shopFields, type ShopRecord } from '@remit/contract/shop';
import { SELECTABLE_BUSINESS_TYPES } from '@remit/contract/virtual-account';
import { notifyDone } from '../../../shared/ui/notify';
import { useCollectionMutation } from '../api/collection-api';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { BusinessTypeSelect } from './business-type-select';
import { contractMessage, issueErrors, useDraft } from '../../../shared/ui/use-draft';
import type { EditDialogProps } from '../../../shared/ui/dialog-props';

const schema = z.object(shopFields);
type Draft = { name: string; nameType: string; url: string; businessType: string; type: string };
const draftOf = (shop: ShopRecord | null): Draft => ({
  name: shop?.name ?? '',
  nameType: shop ? String(shop.nameType) : '1',
  url: shop?.url ?? '',
  businessType: shop ? String(shop.businessType) : '',
  type: shop ? String(shop.type) : '',
});

/** New shop or edit one: name and name type, website (http or https), business type and type. */
export const ShopDialog = ({ open, record: shop, onClose }: EditDialogProps<ShopRecord>) => {
  const { t } = useTranslation();
  const { draft, setErrors, field } = useDraft<Draft>(() => draftOf(shop));
  const save = useCollectionMutation<ShopRecord>('shop', shop ? 'update' : 'create');
  const close = () => {
    setErrors({});
    save.reset();
    onClose();
  };
  const submit = async () => {
    const num = (v: string) => (v ? Number(v) : undefined);
    const result = schema.safeParse({
      ...draft,
      nameType: num(draft.nameType),
      businessType: num(draft.businessType),
      type: num(draft.type),
    });
    if (!result.success) {
      setErrors(issueErrors(result.error.issues, (message) => t(contractMessage(message))));
      return;
    }
    setErrors({});
    await notifyDone(
      save.mutateAsync(shop ? { ...result.data, id: shop.id } : result.data),
      t('collection.saved'),
      close,
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={shop ? t('collection.shop.editTitle') : t('collection.shop.newTitle')}
      onSubmit={() => void submit()}
      pending={save.isPending}
      error={save.error}
      cancelLabel={t('collection.cancel')}
      submitLabel={t('collection.save')}
    >
      <TextField select {...field('nameType')} label={t('collection.fields.nameType')}>
        {[1, 2].map((n) => (
          <MenuItem key={n} value={String(n)}>
            {t(`collection.nameTypes.${n}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('name')}
        label={t(`collection.nameTypes.${draft.nameType || 1}`)}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <TextField
        {...field('url', t('collection.shop.urlHint'))}
        label={t('collection.fields.url')}
        placeholder="https://"
      />
      <BusinessTypeSelect
        types={SELECTABLE_BUSINESS_TYPES}
        {...field('businessType')}
        label={t('collection.fields.businessType')}
      />
      <BusinessTypeSelect types={SHOP_TYPES} {...field('type')} label={t('collection.fields.type')} />
    </FormDialog>
  );
};
