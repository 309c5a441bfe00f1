import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../shared/ui/brand-logo';

/** The frame of the signed-out screens: the product mark, a title, a line of help, the form. */
export const AuthCard = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) => (
  <Card sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, boxShadow: { sm: 6 } }}>
    <Box sx={{ mb: 4 }}>
      <BrandLogo />
    </Box>
    <Typography variant="h5" component="h1" gutterBottom>
      {title}
    </Typography>
    {subtitle && (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
    )}
    {children}
  </Card>
);
