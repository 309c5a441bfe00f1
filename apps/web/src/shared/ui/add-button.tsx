import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { Subject } from '@remit/contract/permission';
import { Can } from '../abilities/can';

/** A screen's add action: a contained button with a plus, shown only to a user who may add `subject`. */
export const AddButton = ({
  subject,
  onClick,
  children,
}: {
  subject: Subject;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Can I="add" a={subject}>
    <Button variant="contained" startIcon={<Add />} onClick={onClick}>
      {children}
    </Button>
  </Can>
);
