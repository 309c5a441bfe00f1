import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The spec's empty-list look (§8): an icon, one line of text and, where there is one, the next step. */
export const EmptyState = ({ text, action }: { text: string; action?: ReactNode }) => (
  <Box
    role="status"
    sx={{
      py: 6,
      px: 2,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: 1.5,
      color: 'text.secondary',
      textAlign: 'center',
    }}
  >
    <InboxOutlined sx={{ fontSize: 48, opacity: 0.5 }} />
    <Typography variant="body2">{text}</Typography>
    {action}
  </Box>
);
