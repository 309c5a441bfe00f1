import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardFundingText,
  cardModelText,
  cardTypeText,
  isCardLive,
  type CardDetail,
} from '@remit/contract/card';
import { useAppAbility } from '../../../shared/abilities/can';
import { formatDateTime } from '../../../shared/date/date-time';
import { useContractText } from '../../../shared/i18n/contract-text';
import { MoneyText } from '../../../shared/ui/money';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCard } from '../api/card-get';
import type { MoveKind } from '../lib/money-move';
import { CardStateActions } from './card-actions';
import { CardStatusChip, MaskedPan } from './card-chips';
import { CardHistory } from './card-history';
import { CardLimits } from './card-limits';
import { CardSecretsDialog } from './card-secrets-dialog';
import { LimitsDialog } from './limits-dialog';
import { MoneyMoveDialog } from './money-move-dialog';
import { SensitiveDialog } from './sensitive-dialog';
import { useDetailsFrame } from '../../../shared/ui/details-pending';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
      {children}
    </Typography>
  </Box>
);

const Section = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Card sx={{ mb: 2 }}>
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);

const Overview = ({ card }: { card: CardDetail }) => {
  const { t } = useTranslation();
  const text = useContractText();
  const b = card.balance;
  return (
    <Section title={t('card.details.overview')}>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 2, m: 0, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        <Field label={t('card.fields.cardNumber')}>
          <MaskedPan value={card.maskedPan} />
        </Field>
        <Field label={t('card.fields.status')}>
          <CardStatusChip status={card.status} />
        </Field>
        <Field label={t('card.fields.expiry')}>{card.expiry}</Field>
        <Field label={t('card.fields.cardholder')}>{card.cardholderName || '—'}</Field>
        <Field label={t('card.fields.merchant')}>
          {card.merchantName} ({card.merchantNo})
        </Field>
        <Field label={t('card.fields.product')}>
          {card.productName} · {card.scheme === 'visa' ? 'Visa' : 'Mastercard'}
        </Field>
        <Field label={t('card.fields.model')}>{text(cardModelText[card.model])}</Field>
        <Field label={t('card.fields.cardType')}>{text(cardTypeText[card.cardType])}</Field>
        <Field label={t('card.fields.funding')}>{text(cardFundingText[card.funding])}</Field>
        <Field label={t('card.fields.currency')}>{card.currency}</Field>
        <Field label={t('card.fields.createdAt')}>{formatDateTime(card.createdAt)}</Field>
        <Field label={t('card.fields.activatedAt')}>{formatDateTime(card.activatedAt)}</Field>
        <Field
          label={
            card.funding === 'topUp' ? t('card.details.cardBalance') : t('card.details.merchantAvailable')
          }
        >
          <MoneyText value={b.available} currency={b.currency} showCurrency testId="card-balance" />
        </Field>
        {card.funding === 'topUp' && (
          <Field label={t('card.fields.balance')}>
            <MoneyText value={b.balance} currency={b.currency} showCurrency />
          </Field>
        )}
        {card.model === 'physical' && (
          <Field label={t('card.fields.shipping')}>
            {[card.shippingAddress, card.shippingCity, card.shippingPostalCode, card.shippingCountry]
              .filter(Boolean)
              .join(', ') || '—'}
          </Field>
        )}
      </Box>
    </Section>
  );
};

type Open = 'sensitive' | 'limits' | 'secrets' | MoveKind | null;

/**
 * Card Details (spec §3): status, number, expiry, merchant and product, balance, limits as meters, history,
 * and only the actions the status allows; the sensitive view, limits and money moves behind `card:edit`.
 */
export const CardDetails = ({
  id,
  twoFactor,
  onBack,
  network,
}: {
  id: string;
  twoFactor: boolean;
  onBack: () => void;
  /** What the page adds below the limits: the sandbox card network, composed from its own feature. */
  network?: (card: CardDetail) => ReactNode;
}) => {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const query = useCard(id);
  const [open, setOpen] = useState<Open>(null);
  const card = query.data;
  const { back, pending } = useDetailsFrame('card', query, onBack);
  if (pending || !card) return pending;
  const canEdit = ability.can('edit', 'card');
  const live = isCardLive(card.status);
  return (
    <>
      <PageHeader
        title={t('card.details.titleNamed', { pan: card.maskedPan })}
        description={`${card.merchantName} · ${card.productName}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {back}
            {canEdit && live && (
              <Button variant="outlined" onClick={() => setOpen('sensitive')}>
                {t('card.sensitive.open')}
              </Button>
            )}
          </Box>
        }
      />
      {canEdit && (
        <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <CardStateActions card={card} />
          {live && (
            <Button variant="outlined" onClick={() => setOpen('secrets')}>
              {t('card.secrets.open')}
            </Button>
          )}
          {card.funding === 'topUp' && live && (
            <>
              <Button variant="outlined" onClick={() => setOpen('topUp')}>
                {t('card.move.topUp')}
              </Button>
              <Button variant="outlined" onClick={() => setOpen('withdraw')}>
                {t('card.move.withdraw')}
              </Button>
            </>
          )}
        </Box>
      )}
      <Overview card={card} />
      <Section
        title={t('card.details.limits')}
        action={
          canEdit &&
          live && (
            <Button variant="outlined" size="small" onClick={() => setOpen('limits')}>
              {t('card.limits.edit')}
            </Button>
          )
        }
      >
        <CardLimits limits={card.limits} currency={card.currency} />
      </Section>
      {network && <Box sx={{ mb: 2 }}>{network(card)}</Box>}
      <Section title={t('card.details.history')}>
        <CardHistory events={card.history} />
      </Section>
      {open === 'sensitive' && (
        <SensitiveDialog card={card} twoFactor={twoFactor} onClose={() => setOpen(null)} />
      )}
      {open === 'limits' && <LimitsDialog card={card} onClose={() => setOpen(null)} />}
      {open === 'secrets' && <CardSecretsDialog card={card} onClose={() => setOpen(null)} />}
      {(open === 'topUp' || open === 'withdraw') && (
        <MoneyMoveDialog card={card} kind={open} onClose={() => setOpen(null)} />
      )}
    </>
  );
};
