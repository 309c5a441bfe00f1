import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CertificateKind, MaterialRecord } from '@remit/contract/material';
import { fileSizeText, isImage } from '../../../shared/http/file-check';
import { FilePreview } from '../../../shared/ui/file-preview';
import { openCertificate, useCertificateUrl } from '../api/material-api';

/**
 * One certificate of a material on the review desk: an image shown inline, a PDF opened in a new tab,
 * or "not provided".
 */
export const CertificateView = ({ material, kind }: { material: MaterialRecord; kind: CertificateKind }) => {
  const { t } = useTranslation();
  const file = material[kind];
  const image = !!file && isImage(file.contentType);
  const preview = useCertificateUrl(material.id, kind, image);
  return (
    <Card variant="outlined" data-testid={`certificate-${kind}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t(`collection.material.kinds.${kind}`)}
        </Typography>
        {!file ? (
          <Typography variant="body2" color="text.secondary">
            {t('collection.material.notProvided')}
          </Typography>
        ) : (
          <FilePreview
            image={image}
            preview={preview}
            alt={t('collection.material.previewAlt', { name: file.fileName })}
            failedText={t('collection.material.previewFailed')}
            openText={t('collection.material.openPdf')}
            onOpen={() => void openCertificate(material.id, kind)}
            height={200}
            fill
          />
        )}
        {file && (
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {file.fileName} · {fileSizeText(file.size)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
