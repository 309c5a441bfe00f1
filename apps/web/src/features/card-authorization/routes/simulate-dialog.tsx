import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardRecord } from '@remit/contract/card';
import { useCardOptions } from '../api/card-options';
import { SandboxNetworkPanel } from '../components/sandbox-network-panel';

const cardLabel = (c: CardRecord) =>
  `•••• ${c.last4} · ${c.cardholderName || c.merchantName} · ${c.currency} · ${c.merchantName}`;

/**
 * Simulate from the Authorizations list (before Card Details composes the panel): pick a card by its last 4,
 * then the sandbox network panel for it.
 */
export const SimulateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [card, setCard] = useState<CardRecord | null>(null);
  const search = /^\d{1,4}$/.test(input.trim()) ? input.trim() : '';
  const options = useCardOptions(search, open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="simulate-title">
      <DialogTitle id="simulate-title">{t('cardAuthorization.simulate.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1, pb: 2 }}>
          <Autocomplete
            options={options.data?.records ?? []}
            loading={options.isFetching}
            value={card}
            onChange={(_, next) => setCard(next)}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            getOptionLabel={cardLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(all, state) =>
              all.filter((c) => {
                const q = state.inputValue.trim().toLowerCase();
                return !q || cardLabel(c).toLowerCase().includes(q);
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name="card"
                label={t('cardAuthorization.simulate.card')}
                helperText={t('cardAuthorization.simulate.cardHelp')}
              />
            )}
          />
        </Box>
        {card && <SandboxNetworkPanel key={card.id} cardId={card.id} currency={card.currency} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cardAuthorization.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
