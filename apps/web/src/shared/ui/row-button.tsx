import Button, { type ButtonProps } from '@mui/material/Button';
import type { Action, Subject } from '@remit/contract/permission';
import { Can } from '../abilities/can';

/**
 * A row's button in a list's actions column: small, and named for its row (a table holds several "Link");
 * with `allow`, shown only when the user's rules allow that action on that subject.
 */
export const RowButton = ({
  name,
  allow,
  ...props
}: Omit<ButtonProps, 'size' | 'aria-label'> & {
  /** The button's accessible name, saying which row. */
  name: string;
  allow?: { I: Action; a: Subject };
}) => {
  const button = <Button size="small" aria-label={name} {...props} />;
  return allow ? (
    <Can I={allow.I} a={allow.a}>
      {button}
    </Can>
  ) : (
    button
  );
};
