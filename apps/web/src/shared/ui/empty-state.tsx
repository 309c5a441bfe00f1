import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The spec's empty-list look (§8): an icon and one line of text, never made-up rows. */
export const EmptyState = ({ text }: { text: string }) => (
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
  </Box>
);
