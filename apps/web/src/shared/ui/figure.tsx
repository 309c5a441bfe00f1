import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label and its figure on one line, the figure right-aligned (wraps anywhere on a phone). */
export const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
    <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
      {label}
    </Typography>
    <Typography
      variant={strong ? 'subtitle1' : 'body2'}
      sx={{ fontWeight: strong ? 600 : 400, textAlign: 'right', overflowWrap: 'anywhere' }}
    >
      {value}
    </Typography>
  </Box>
);
