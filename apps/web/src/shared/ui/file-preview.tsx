import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * An uploaded file on a review screen: an image shown inline from its blob URL (a spinner while it loads, a
 * line when it cannot), anything else (a PDF) as a button that opens it in a new tab.
 */
export const FilePreview = ({
  image,
  preview,
  alt,
  failedText,
  openText,
  onOpen,
  height,
  fill = false,
}: {
  image: boolean;
  preview: { url: string | null; isPending: boolean; isError: boolean };
  alt: string;
  failedText: string;
  openText: string;
  onOpen: () => void;
  height: number;
  /** The image fills its box (scaled to fit) rather than keeping at most its own size. */
  fill?: boolean;
}) => {
  const { t } = useTranslation();
  if (!image)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: fill ? 1 : 2 }}>
        <PictureAsPdfOutlined color="error" aria-hidden />
        <Button size="small" startIcon={<OpenInNew />} onClick={onOpen}>
          {openText}
        </Button>
      </Box>
    );
  return (
    <Box
      sx={{
        height,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {preview.url ? (
        <Box
          component="img"
          src={preview.url}
          alt={alt}
          sx={
            fill
              ? { width: '100%', height: '100%', objectFit: 'contain' }
              : { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }
          }
        />
      ) : preview.isPending ? (
        <CircularProgress size={24} aria-label={t('common.loading')} />
      ) : preview.isError ? (
        <Typography variant="body2" color="text.secondary">
          {failedText}
        </Typography>
      ) : null}
    </Box>
  );
};
