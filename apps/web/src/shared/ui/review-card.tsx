import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * The last step of a money-moving form: a titled review of its figures (the caller's `Figure`s and notes),
 * then Back and Confirm. Nothing is made before Confirm; `confirmDisabled` holds it while a figure says no.
 */
export const ReviewCard = ({
  title,
  intro,
  testId,
  children,
  backText,
  confirmText,
  onBack,
  onConfirm,
  confirming,
  confirmDisabled = false,
}: {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
  backText: string;
  confirmText: string;
  onBack: () => void;
  onConfirm: () => void;
  confirming: boolean;
  confirmDisabled?: boolean;
}) => {
  const titleId = useId();
  return (
    <Card>
      <CardContent>
        <Box
          component="section"
          aria-labelledby={titleId}
          data-testid={testId}
          sx={{ maxWidth: 640, mx: 'auto' }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
          {children}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
            <Button color="inherit" onClick={onBack} disabled={confirming}>
              {backText}
            </Button>
            <Button
              variant="contained"
              size="large"
              onClick={onConfirm}
              loading={confirming}
              disabled={confirmDisabled}
            >
              {confirmText}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
