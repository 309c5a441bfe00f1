import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_KINDS,
  requiredDocuments,
  type DocumentKind,
  type IdType,
  type MerchantDocument,
} from '@remit/contract/merchant';
import { formatDateTime } from '../../../shared/date/date-time';
import { useFilePicker } from '../../../shared/ui/file-picker';
import { FilePreview } from '../../../shared/ui/file-preview';
import { notifySuccess } from '../../../shared/ui/notify';
import { openDocument, useDocumentUrl, useUploadDocument, type FileService } from '../api/merchant-documents';
import { fileProblem, fileSizeText, isImage } from '../../../shared/http/file-check';

type SlotProps = {
  service: FileService;
  merchantId: string;
  kind: DocumentKind;
  document: MerchantDocument | undefined;
  editable: boolean;
  required: boolean;
  headingLevel: 'h2' | 'h3';
};

const Preview = ({
  service,
  merchantId,
  document,
}: Pick<SlotProps, 'service' | 'merchantId'> & { document: MerchantDocument }) => {
  const { t } = useTranslation();
  const image = isImage(document.contentType);
  const preview = useDocumentUrl(service, merchantId, document.id, image);
  return (
    <FilePreview
      image={image}
      preview={preview}
      alt={t('merchant.documents.previewAlt', { name: document.fileName })}
      failedText={t('merchant.documents.previewFailed')}
      openText={t('merchant.documents.open')}
      onOpen={() => void openDocument(service, merchantId, document.id)}
      height={180}
    />
  );
};

const Slot = ({ service, merchantId, kind, document, editable, required, headingLevel }: SlotProps) => {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const local = fileProblem(file);
    if (local) {
      setProblem(t(`merchant.documents.problems.${local}`));
      return;
    }
    setProblem(null);
    upload.mutate(
      { id: merchantId, kind, file },
      {
        onSuccess: () => notifySuccess(t('merchant.documents.uploadSuccessful')),
        onError: (error) => setProblem(error.message),
      },
    );
  };
  const picker = useFilePicker(kind, choose);
  const label = t(`merchant.documents.kinds.${kind}`);
  return (
    <Card
      variant="outlined"
      data-testid={`document-${kind}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component={headingLevel} sx={{ flex: 1 }}>
            {label}
          </Typography>
          {document ? (
            <CheckCircleOutline color="success" titleAccess={t('merchant.documents.uploaded')} />
          ) : required ? (
            <Typography variant="caption" color="warning.main">
              {t('merchant.documents.missing')}
            </Typography>
          ) : null}
        </Box>
        {document ? (
          <>
            <Preview service={service} merchantId={merchantId} document={document} />
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {document.fileName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {fileSizeText(document.size)} · {formatDateTime(document.uploadedAt)}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {editable ? t('merchant.documents.hint') : t('merchant.documents.notUploaded')}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {editable && (
          <Box>
            {picker.input}
            <Button
              variant={document ? 'outlined' : 'contained'}
              size="small"
              startIcon={<UploadFileOutlined />}
              loading={upload.isPending}
              onClick={picker.open}
            >
              {t(document ? 'merchant.documents.replace' : 'merchant.documents.upload', { kind: label })}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The documents a submission needs for the ID type (ID front, ID back unless a passport, proof of address),
 * one slot each: the file, an image preview or a PDF opened in a new tab, and while the merchant is
 * editable an upload (checked here for size and type, then by the server from the bytes).
 */
export const DocumentSlots = ({
  service,
  merchantId,
  idType,
  documents,
  editable,
  headingLevel = 'h2',
  narrow = false,
}: {
  service: FileService;
  merchantId: string;
  idType: IdType;
  documents: MerchantDocument[];
  editable: boolean;
  headingLevel?: 'h2' | 'h3';
  /** One slot per row (beside the data on the review desk). */
  narrow?: boolean;
}) => {
  const required = requiredDocuments(idType);
  // A kind no longer required (an ID back once the type became a passport) still shows while it exists.
  const kinds = DOCUMENT_KINDS.filter((k) => required.includes(k) || documents.some((d) => d.kind === k));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: narrow ? '1fr' : { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {kinds.map((kind) => (
        <Slot
          key={kind}
          service={service}
          merchantId={merchantId}
          kind={kind}
          document={documents.find((d) => d.kind === kind)}
          editable={editable}
          required={required.includes(kind)}
          headingLevel={headingLevel}
        />
      ))}
    </Box>
  );
};
