import Card from '@mui/material/Card';
import type { ReactNode } from 'react';
import type { Subject } from '@remit/contract/permission';
import { Can } from '../../../shared/abilities/can';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { LinkButton } from '../../../shared/ui/router-links';

/**
 * A money form's screen (exchange, withdrawal, payment, transfer): the header with the way to its orders,
 * then the form when the user may add one, or why not.
 */
export const OrderFormScreen = ({
  title,
  description,
  subject,
  orders,
  notAllowed,
  children,
}: {
  title: string;
  description: string;
  subject: Subject;
  /** The link to the screen's orders. */
  orders?: { to: '/exchange/orders' | '/withdrawal/orders' | '/payment/orders'; label: string };
  notAllowed: string;
  /** The form. */
  children: ReactNode;
}) => (
  <>
    <PageHeader
      title={title}
      description={description}
      actions={
        orders && (
          <LinkButton to={orders.to} variant="outlined">
            {orders.label}
          </LinkButton>
        )
      }
    />
    <Can I="add" a={subject} passThrough>
      {(allowed) =>
        allowed ? (
          children
        ) : (
          <Card>
            <EmptyState text={notAllowed} />
          </Card>
        )
      }
    </Can>
  </>
);
