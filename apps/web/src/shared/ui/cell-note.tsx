import Typography from '@mui/material/Typography';

/**
 * A table cell's second line: smaller and quieter than the value above it. On one line (cut with an
 * ellipsis) unless `wrap`, for a note that must be read whole.
 */
export const CellNote = ({ children, wrap = false }: { children: string; wrap?: boolean }) => (
  <Typography variant="caption" color="text.secondary" component="div" noWrap={!wrap}>
    {children}
  </Typography>
);
