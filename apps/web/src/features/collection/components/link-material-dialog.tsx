import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionRecord } from '@remit/contract/collection';
import { MATERIAL_STATUS, type MaterialRecord } from '@remit/contract/material';
import type { MaterialLinkRecord } from '@remit/contract/material-link';
import { formatDate } from '../../../shared/date/date-time';
import { moneyWithCode } from '../../../shared/ui/money';
import { notifyDone } from '../../../shared/ui/notify';
import { useCollectionMutation, useCollectionPage } from '../api/collection-api';
import { useMaterialPage } from '../api/material-api';
import { linkAmountProblem, minorOrNull, smallerOf } from '../lib/link-amount';
import { FormDialog } from '../../../shared/ui/form-dialog';

const hasLinkable = (r: { linkable: string; currency: string }) =>
  (minorOrNull(r.linkable, r.currency) ?? 0n) > 0n;

/** A caption over a value: a side the dialog was opened from, or what a side can still link. */
const Shown = ({
  label,
  variant,
  children,
}: {
  label: string;
  variant: 'body1' | 'body2';
  children: ReactNode;
}) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant={variant}>{children}</Typography>
  </Box>
);

/**
 * Link a material to a collection of the same currency (one side fixed: the row it was opened from), for an
 * amount at most what either side can still link; the operator then confirms the link.
 */
export const LinkMaterialDialog = ({
  material: fixedMaterial,
  collection: fixedCollection,
  onClose,
}: {
  material?: MaterialRecord;
  collection?: CollectionRecord;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const currency = (fixedMaterial ?? fixedCollection)!.currency;
  const collections = useCollectionPage({ currency, size: 100 });
  const materials = useMaterialPage({ currency, linkableOnly: true, size: 100 }, !fixedMaterial);
  const link = useCollectionMutation<MaterialLinkRecord>('material-link', 'create');
  const collectionOptions = (collections.data?.records ?? []).filter(hasLinkable);
  const materialOptions = (materials.data?.records ?? []).filter(
    (m) => m.status !== MATERIAL_STATUS.REJECTED && hasLinkable(m),
  );
  const [collectionId, setCollectionId] = useState(fixedCollection?.id ?? '');
  const [materialId, setMaterialId] = useState(fixedMaterial?.id ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<{ pick?: string; amount?: string }>({});
  const material = fixedMaterial ?? materialOptions.find((m) => m.id === materialId);
  const collection = fixedCollection ?? collectionOptions.find((c) => c.id === collectionId);
  const pickBoth = (m: MaterialRecord | undefined, c: CollectionRecord | undefined) => {
    if (m && c) setAmount(smallerOf(m.linkable, c.linkable, currency));
    setError({});
  };
  const problem =
    material && collection
      ? linkAmountProblem(amount, currency, [material.linkable, collection.linkable])
      : null;
  const submit = async () => {
    if (!material || !collection) {
      setError({ pick: t('validation.required') });
      return;
    }
    if (problem) {
      setError({ amount: t(`collection.link.amountProblems.${problem}`) });
      return;
    }
    await notifyDone(
      link.mutateAsync({ materialId: material.id, collectionId: collection.id, amount: amount.trim() }),
      t('collection.link.created'),
      onClose,
    );
  };
  // One side of the link: shown as it is when the dialog was opened from it, otherwise picked from the
  // records that can still link, each with what it can link.
  const side = <R extends { id: string; linkable: string; currency: string }>(
    kind: 'material' | 'collection',
    fixed: R | undefined,
    describe: (r: R) => string,
    options: R[],
    value: string,
    onPick: (picked: R | undefined, id: string) => void,
  ) =>
    fixed ? (
      <Shown label={t(`collection.fields.${kind}`)} variant="body1">
        {describe(fixed)}
      </Shown>
    ) : (
      <TextField
        select
        name={`${kind}Id`}
        label={t(`collection.fields.${kind}`)}
        value={value}
        onChange={(e) =>
          onPick(
            options.find((r) => r.id === e.target.value),
            e.target.value,
          )
        }
        error={!!error.pick}
        helperText={error.pick ?? t(`collection.link.${kind}Hint`, { currency })}
      >
        {options.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {describe(r)} · {t('collection.link.linkableShort')} {moneyWithCode(r.linkable, r.currency)}
          </MenuItem>
        ))}
      </TextField>
    );
  const loading = fixedMaterial ? collections.isPending : materials.isPending;
  const noneToPick = !loading && (fixedMaterial ? collectionOptions : materialOptions).length === 0;
  return (
    <FormDialog
      onClose={onClose}
      title={t('collection.link.title')}
      onSubmit={() => void submit()}
      pending={link.isPending}
      error={link.error}
      cancelLabel={t('collection.cancel')}
      submitLabel={t('collection.link.confirm')}
    >
      {side(
        'material',
        fixedMaterial,
        (m) => `${m.materialNo} · ${m.name}`,
        materialOptions,
        materialId,
        (m, id) => {
          setMaterialId(id);
          pickBoth(m, collection);
        },
      )}
      {side(
        'collection',
        fixedCollection,
        (c) => `${c.bankReference} · ${formatDate(c.arrivedAt)}`,
        collectionOptions,
        collectionId,
        (c, id) => {
          setCollectionId(id);
          pickBoth(material, c);
        },
      )}
      {noneToPick && (
        <Alert severity="info">
          {t(fixedMaterial ? 'collection.link.noCollections' : 'collection.link.noMaterials', {
            currency,
          })}
        </Alert>
      )}
      {material && collection && (
        <Box data-testid="link-linkables" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Shown label={t('collection.link.materialLinkable')} variant="body2">
            {moneyWithCode(material.linkable, currency)}
          </Shown>
          <Shown label={t('collection.link.collectionLinkable')} variant="body2">
            {moneyWithCode(collection.linkable, currency)}
          </Shown>
        </Box>
      )}
      <TextField
        name="amount"
        label={t('collection.fields.amount')}
        value={amount}
        disabled={!material || !collection}
        onChange={(e) => {
          setAmount(e.target.value);
          setError({});
        }}
        error={!!error.amount}
        helperText={error.amount ?? t('collection.link.amountHint', { currency })}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {material && collection && !problem && (
        <Alert severity="info" data-testid="link-review">
          {t('collection.link.review', {
            amount: moneyWithCode(amount.trim(), currency),
            material: material.materialNo,
            collection: collection.bankReference,
          })}
        </Alert>
      )}
    </FormDialog>
  );
};
