import Typography from '@mui/material/Typography';

/** A table cell's second line: smaller and quieter than the value above it, on one line. */
export const CellNote = ({ children }: { children: string }) => (
  <Typography variant="caption" color="text.secondary" component="div" noWrap>
    {children}
  </Typography>
);
