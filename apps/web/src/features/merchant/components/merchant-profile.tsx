import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_TYPE, type MerchantRecord } from '@remit/contract/merchant';
import { formatDate, formatDateTime } from '../../../shared/date/date-time';
import { sharesTotal } from '../lib/shares';
import { useCountryName } from '../../../shared/i18n/country-name';
import { MerchantStatusChip } from './merchant-status-chip';

type Item = { label: string; value: ReactNode; full?: boolean };

const Group = ({
  title,
  items,
  headingLevel,
}: {
  title: string;
  items: Item[];
  headingLevel: 'h2' | 'h3';
}) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="subtitle2" component={headingLevel} color="primary" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 3,
        rowGap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={item.full ? { gridColumn: '1 / -1' } : undefined}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}
          >
            {item.value === '' || item.value === null ? '—' : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  </Box>
);

/** Every field of a merchant (spec §3), grouped as the form is: core, ID, and a corporation's own. */
export const MerchantProfile = ({
  merchant: m,
  headingLevel = 'h2',
  extra,
}: {
  merchant: MerchantRecord;
  headingLevel?: 'h2' | 'h3';
  /** Lines the caller adds to the core group (the partner, on the review desk). */
  extra?: Item[];
}) => {
  const { t } = useTranslation();
  const country = useCountryName();
  const f = (name: string) => t(`merchant.fields.${name}`);
  const corporation = m.merchantType === MERCHANT_TYPE.CORPORATION;
  const total = sharesTotal(m.shareholders.map((s) => s.share));
  return (
    <>
      <Group
        title={t('merchant.sections.core')}
        headingLevel={headingLevel}
        items={[
          ...(extra ?? []),
          { label: f('merchantNo'), value: m.merchantNo },
          { label: f('merchantType'), value: t(`merchant.types.${m.merchantType}`) },
          { label: f('status'), value: <MerchantStatusChip status={m.status} /> },
          { label: f('firstName'), value: m.firstName },
          { label: f('middleName'), value: m.middleName },
          { label: f('lastName'), value: m.lastName },
          { label: f('email'), value: m.email },
          { label: f('mobile'), value: m.mobile },
          { label: f('gender'), value: t(`merchant.genders.${m.gender}`) },
          { label: f('dateOfBirth'), value: m.dateOfBirth },
          { label: f('nationality'), value: country(m.nationality) },
          { label: f('createdAt'), value: formatDateTime(m.createdAt) },
          { label: f('submittedAt'), value: formatDateTime(m.submittedAt) },
        ]}
      />
      <Group
        title={t('merchant.sections.id')}
        headingLevel={headingLevel}
        items={[
          { label: f('idType'), value: t(`merchant.idTypes.${m.idType}`) },
          { label: f('idNumber'), value: m.idNumber },
          { label: f('idIssueDate'), value: m.idIssueDate },
          { label: f('idExpiryDate'), value: m.idExpiryDate },
          { label: f('residenceAddress'), value: m.residenceAddress },
          { label: f('residenceCountry'), value: country(m.residenceCountry) },
        ]}
      />
      {corporation && (
        <>
          <Group
            title={t('merchant.sections.corporation')}
            headingLevel={headingLevel}
            items={[
              { label: f('registrationCode'), value: m.registrationCode },
              { label: f('vatCode'), value: m.vatCode },
              {
                label: f('registrationDate'),
                value: m.registrationDate ? formatDate(m.registrationDate) : '',
              },
              { label: f('legalPerson'), value: m.legalPerson },
              { label: f('riskLevel'), value: m.riskLevel ? t(`merchant.riskLevels.${m.riskLevel}`) : '' },
              { label: f('registrationCountry'), value: country(m.registrationCountry) },
              { label: f('registrationAddress'), value: m.registrationAddress, full: true },
              { label: f('businessScope'), value: m.businessScope, full: true },
            ]}
          />
          <Box component="section" sx={{ mb: 3 }}>
            <Typography variant="subtitle2" component={headingLevel} color="primary" sx={{ mb: 1 }}>
              {f('shareholders')}
            </Typography>
            {m.shareholders.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('merchant.details.noShareholders')}
              </Typography>
            ) : (
              <Table size="small" aria-label={f('shareholders')} sx={{ maxWidth: 520 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('merchant.details.shareholderName')}</TableCell>
                    <TableCell align="right">{t('merchant.details.share')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {m.shareholders.map((s, i) => (
                    <TableRow key={i}>
                      <TableCell>{s.name}</TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {s.share} %
                      </TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {t('merchant.details.total')}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {total.text} %
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            )}
          </Box>
        </>
      )}
    </>
  );
};
