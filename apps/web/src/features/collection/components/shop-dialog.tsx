import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SHOP_TYPES, shopFields, type ShopRecord } from '@remit/contract/shop';
import { SELECTABLE_BUSINESS_TYPES } from '@remit/contract/virtual-account';
import { notifySuccess } from '../../../shared/ui/notify';
import { useCollectionMutation } from '../api/collection-api';
import { FormDialog } from '../../../shared/ui/form-dialog';

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
export const ShopDialog = ({
  open,
  shop,
  onClose,
}: {
  open: boolean;
  shop: ShopRecord | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(shop));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useCollectionMutation<ShopRecord>('shop', shop ? 'update' : 'create');
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
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
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof Draft;
        found[key] ??= issue.message.startsWith('validation.') ? t(issue.message) : t('validation.required');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await save.mutateAsync(shop ? { ...result.data, id: shop.id } : result.data).then(
      () => {
        notifySuccess(t('collection.saved'));
        close();
      },
      () => undefined,
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
      <TextField
        select
        name="nameType"
        label={t('collection.fields.nameType')}
        value={draft.nameType}
        onChange={(e) => set({ nameType: e.target.value })}
      >
        {[1, 2].map((n) => (
          <MenuItem key={n} value={String(n)}>
            {t(`collection.nameTypes.${n}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="name"
        label={t(`collection.nameTypes.${draft.nameType || 1}`)}
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        error={!!errors.name}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <TextField
        name="url"
        label={t('collection.fields.url')}
        value={draft.url}
        onChange={(e) => set({ url: e.target.value })}
        error={!!errors.url}
        helperText={errors.url ?? t('collection.shop.urlHint')}
        placeholder="https://"
      />
      <TextField
        select
        name="businessType"
        label={t('collection.fields.businessType')}
        value={draft.businessType}
        onChange={(e) => set({ businessType: e.target.value })}
        error={!!errors.businessType}
        helperText={errors.businessType}
      >
        {SELECTABLE_BUSINESS_TYPES.map((b) => (
          <MenuItem key={b} value={String(b)}>
            {t(`collection.businessTypes.${b}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="type"
        label={t('collection.fields.type')}
        value={draft.type}
        onChange={(e) => set({ type: e.target.value })}
        error={!!errors.type}
        helperText={errors.type}
      >
        {SHOP_TYPES.map((b) => (
          <MenuItem key={b} value={String(b)}>
            {t(`collection.businessTypes.${b}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};
