import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CertificateKind, MaterialRecord } from '@remit/contract/material';
import { fileSizeText, isImage } from '../../../shared/http/file-check';
import { openCertificate, useCertificateUrl } from '../api/material-api';

/**
 * One certificate of a material on the review desk: an image shown inline, a PDF opened in a new tab,
 * or "not provided".
 */
export const CertificateView = ({ material, kind }: { material: MaterialRecord; kind: CertificateKind }) => {
  const { t } = useTranslation();
  const file = material[kind];
  const image = !!file && isImage(file.contentType);
  const { url, isPending, isError } = useCertificateUrl(material.id, kind, image);
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
        ) : image ? (
          <Box
            sx={{
              height: 200,
              borderRadius: 1,
              bgcolor: 'action.hover',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            {url ? (
              <Box
                component="img"
                src={url}
                alt={t('collection.material.previewAlt', { name: file.fileName })}
                sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            ) : isPending ? (
              <CircularProgress size={24} aria-label={t('common.loading')} />
            ) : isError ? (
              <Typography variant="body2" color="text.secondary">
                {t('collection.material.previewFailed')}
              </Typography>
            ) : null}
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
            <PictureAsPdfOutlined color="error" aria-hidden />
            <Button
              size="small"
              startIcon={<OpenInNew />}
              onClick={() => void openCertificate(material.id, kind)}
            >
              {t('collection.material.openPdf')}
            </Button>
          </Box>
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
