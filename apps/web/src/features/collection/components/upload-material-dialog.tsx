import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../shared/ui/currency-select';
import { CERTIFICATE_KINDS, materialCreateFields, type CertificateKind } from '@remit/contract/material';
import { fileProblem, fileSizeText, isImage } from '../../../shared/http/file-check';
import { notifyDone } from '../../../shared/ui/notify';
import { useCreateMaterial } from '../api/material-api';
import { useFilePicker } from '../../../shared/ui/file-picker';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { issueErrors, useDraft } from '../../../shared/ui/use-draft';

type Draft = { name: string; currency: string; amount: string; comments: string };
const EMPTY: Draft = { name: '', currency: 'USD', amount: '', comments: '' };

/** A chosen file before sending: an image previewed from its bytes, a PDF by its name. */
const LocalPreview = ({ file }: { file: File }) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const image = isImage(file.type);
  useEffect(() => {
    if (!image) return undefined;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file, image]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {image && url ? (
        <Box
          component="img"
          src={url}
          alt={t('collection.material.previewAlt', { name: file.name })}
          sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ) : (
        <PictureAsPdfOutlined color="error" aria-hidden />
      )}
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {file.name} · {fileSizeText(file.size)}
      </Typography>
    </Box>
  );
};

const FilePicker = ({
  kind,
  file,
  error,
  onChoose,
}: {
  kind: CertificateKind;
  file: File | undefined;
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
}) => {
  const { t } = useTranslation();
  const picker = useFilePicker(kind, onChoose);
  const label = t(`collection.material.kinds.${kind}`);
  const action = t(file ? 'collection.material.replaceFile' : 'collection.material.chooseFile');
  return (
    <Box
      data-testid={`picker-${kind}`}
      sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {file ? (
        <LocalPreview file={file} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('collection.material.fileHint')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {picker.input}
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          onClick={picker.open}
          aria-label={t('collection.material.fileButtonNamed', { action, kind: label })}
        >
          {action}
        </Button>
        {file && (
          <Button
            size="small"
            color="inherit"
            onClick={() => onChoose(undefined)}
            aria-label={t('collection.material.fileButtonNamed', {
              action: t('collection.material.removeFile'),
              kind: label,
            })}
          >
            {t('collection.material.removeFile')}
          </Button>
        )}
      </Box>
    </Box>
  );
};

/**
 * Upload a material: name, currency, amount, comments and its certificates (at least one; each PDF, JPEG
 * or PNG of at most 1 MB, checked here before sending and by the server from the bytes).
 */
export const UploadMaterialDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const create = useCreateMaterial();
  const { draft, setDraft, errors, setErrors, field } = useDraft<Draft>(EMPTY);
  const [files, setFiles] = useState<Partial<Record<CertificateKind, File>>>({});
  const close = () => {
    setDraft(EMPTY);
    setFiles({});
    setErrors({});
    create.reset();
    onClose();
  };
  const choose = (kind: CertificateKind, file: File | undefined) => {
    create.reset();
    const problem = file ? fileProblem(file) : null;
    if (problem) {
      setErrors({ ...errors, [kind]: t(`collection.material.problems.${problem}`) });
      return;
    }
    setErrors({ ...errors, [kind]: undefined, files: undefined });
    setFiles({ ...files, [kind]: file });
  };
  const submit = async () => {
    const result = materialCreateFields.safeParse({ ...draft, amount: draft.amount.trim() });
    const found = result.success
      ? {}
      : issueErrors(result.error.issues, (message, key) =>
          i18n.exists(message)
            ? t(message)
            : key === 'amount'
              ? t('collection.material.amountInvalid')
              : t('validation.required'),
        );
    if (!CERTIFICATE_KINDS.some((k) => files[k])) found.files = t('collection.material.certificateRequired');
    setErrors(found);
    if (!result.success || found.files) return;
    await notifyDone(
      create.mutateAsync({ ...result.data, files }),
      (material) => t('collection.material.uploaded', { no: material.materialNo }),
      close,
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('collection.material.uploadTitle')}
      onSubmit={() => void submit()}
      pending={create.isPending}
      error={create.error}
      errorTestId="upload-error"
      cancelLabel={t('collection.cancel')}
      submitLabel={t('collection.material.upload')}
    >
      <TextField
        {...field('name')}
        label={t('collection.fields.materialName')}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' } }}>
        <CurrencySelect {...field('currency')} label={t('collection.fields.currency')} />
        <TextField
          {...field('amount', t('collection.material.amountHint'))}
          label={t('collection.fields.amount')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      </Box>
      <TextField
        {...field('comments')}
        label={t('collection.fields.comments')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Box>
        <Typography variant="body2" color={errors.files ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
          {errors.files ?? t('collection.material.filesHint')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {CERTIFICATE_KINDS.map((kind) => (
            <FilePicker
              key={kind}
              kind={kind}
              file={files[kind]}
              error={errors[kind]}
              onChoose={(file) => choose(kind, file)}
            />
          ))}
        </Box>
      </Box>
    </FormDialog>
  );
};
