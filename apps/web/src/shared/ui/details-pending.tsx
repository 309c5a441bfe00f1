import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** A details screen's way back to its list. */
export const BackButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button startIcon={<ArrowBack />} onClick={onClick} color="inherit">
    {label}
  </Button>
);

/**
 * A details screen without its record: why (it was not found, with the way back), or a placeholder while it
 * loads.
 */
export const DetailsPending = ({
  title,
  back,
  failed,
  notFound,
  height = 160,
}: {
  title: string;
  back: ReactNode;
  failed: boolean;
  notFound: string;
  /** The placeholder's body height. */
  height?: number;
}) => (
  <>
    <PageHeader title={title} actions={back} />
    <Card>
      {failed ? (
        <EmptyState text={notFound} action={back} />
      ) : (
        <CardContent>
          <Skeleton height={40} />
          <Skeleton height={height} />
        </CardContent>
      )}
    </Card>
  </>
);
