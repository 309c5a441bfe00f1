import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../shared/ui/currency-select';
import { exponentOf } from '@remit/contract/money';
import { amountProblem } from '@remit/contract/order';
import type { ApprovalOrderType } from '@remit/contract/approval';
import { moneyWithCode } from '../../../shared/ui/money';
import { notifyDone } from '../../../shared/ui/notify';
import { useApprovalRules, useSetApprovalRule } from '../api/approval';

/**
 * Maker-checker thresholds: orders of the type at or above the amount wait for a second user's
 * approval. Shown to those who manage roles; makers cannot lower their own bar.
 */
export const ApprovalRulesCard = ({ ns, root }: { ns: ApprovalOrderType; root: readonly string[] }) => {
  const { t } = useTranslation();
  const rules = useApprovalRules(ns, root);
  const save = useSetApprovalRule(ns, root);
  const [currency, setCurrency] = useState('USD');
  const [threshold, setThreshold] = useState('');
  const problem = threshold ? amountProblem(threshold, currency) : null;
  const submit = (value: string | null, code = currency) =>
    notifyDone(save.mutateAsync({ currency: code, threshold: value }), t(`${ns}.approval.saved`), () =>
      setThreshold(''),
    );
  return (
    <Card sx={{ mt: 3 }} data-testid="approval-rules" data-order-type={ns}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {t(`${ns}.approval.rulesTitle`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`${ns}.approval.rulesHelp`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {(rules.data ?? []).map((r) => (
            <Chip
              key={r.currency}
              label={`≥ ${moneyWithCode(r.threshold, r.currency)}`}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              onDelete={() => void submit(null, r.currency)}
            />
          ))}
          {rules.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t(`${ns}.approval.none`)}
            </Typography>
          )}
        </Box>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (threshold && !problem) void submit(threshold);
          }}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <CurrencySelect
            name="approvalCurrency"
            label={t(`${ns}.approval.currency`)}
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            sx={{ width: 120 }}
          />
          <TextField
            name="threshold"
            label={t(`${ns}.approval.threshold`)}
            value={threshold}
            onChange={(e) => setThreshold(e.target.value.trim())}
            error={!!problem}
            helperText={
              problem
                ? t(`${ns}.approval.errors.${problem}`, { currency, decimals: exponentOf(currency) })
                : undefined
            }
            sx={{ width: 220 }}
          />
          <Button
            type="submit"
            variant="outlined"
            sx={{ mt: 1 }}
            loading={save.isPending}
            disabled={!threshold}
          >
            {t(`${ns}.approval.save`)}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
