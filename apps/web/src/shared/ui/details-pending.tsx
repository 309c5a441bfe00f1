import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A details screen's way back (`back`) and, until its record is there, what it shows instead (`pending`: the
 * placeholder, or not found when the call failed); the texts stand under `<ns>.details` (`back`, `title`,
 * `notFound`).
 */
export const useDetailsFrame = (
  ns: string,
  query: { isError: boolean; data?: unknown },
  onBack: () => void,
) => {
  const { t } = useTranslation();
  const back = <BackButton label={t(`${ns}.details.back`)} onClick={onBack} />;
  const pending =
    query.isError || !query.data ? (
      <DetailsPending
        title={t(`${ns}.details.title`)}
        back={back}
        failed={query.isError}
        notFound={t(`${ns}.details.notFound`)}
      />
    ) : null;
  return { back, pending };
};
