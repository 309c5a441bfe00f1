import Chip, { type ChipProps } from '@mui/material/Chip';
import type { LocalText } from '@remit/contract/local-text';
import { useContractText } from '../i18n/contract-text';

/**
 * The colours a status may take. MUI's info blue reads at 3.9:1 on white, so waiting states use the
 * secondary colour; the text is coloured on the paper, never white on a filled chip (axe contrast).
 */
export type StatusColor = Extract<
  ChipProps['color'],
  'default' | 'secondary' | 'success' | 'error' | 'warning' | 'info'
>;

/** Every status in a list or a details view: small outlined, coloured text; an unknown status is grey. */
export const StatusChip = ({
  color,
  label,
  testId,
}: {
  color: StatusColor | undefined;
  label: string;
  testId?: string;
}) => <Chip size="small" variant="outlined" color={color ?? 'default'} label={label} data-testid={testId} />;

/**
 * A mark after a name in a list (the administrator role, a provisional statement): small and outlined, set off
 * from the name. It takes what a Tooltip around it hands down.
 */
export const NameMark = (props: Omit<ChipProps, 'size' | 'variant' | 'sx'>) => (
  <Chip size="small" variant="outlined" sx={{ ml: 1 }} {...props} />
);

/**
 * The chip of a status the contract names in both languages (`texts`), coloured by `colors`; an unnamed status
 * shows as it is stored.
 */
export const contractStatusChip = <S extends string>(
  texts: Record<S, LocalText>,
  colors: Record<S, StatusColor>,
  testId: string,
) => {
  const ContractStatusChip = ({ status }: { status: S }) => {
    const text = useContractText();
    return <StatusChip color={colors[status]} label={text(texts[status], status)} testId={testId} />;
  };
  return ContractStatusChip;
};
