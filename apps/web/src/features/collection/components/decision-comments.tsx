import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The comments a decision on a material or a link carries: a rejection needs them (it says why), typing
 * clears the error.
 */
export const useDecisionComments = () => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  return {
    text,
    error,
    set: (next: string) => {
      setText(next);
      setError(undefined);
    },
    /** The comments to send (trimmed), or none when a rejection has none (and the field says so). */
    checked: (reject: boolean): string | undefined => {
      if (reject && !text.trim()) {
        setError(t('validation.reviewCommentsRequired'));
        return undefined;
      }
      setError(undefined);
      return text.trim();
    },
  };
};

/** The decision's comments: two lines or more, up to 500 characters; `hint` until there is an error. */
export const DecisionCommentsField = ({
  name,
  label,
  hint,
  comments,
}: {
  name: string;
  label: string;
  hint: string;
  comments: ReturnType<typeof useDecisionComments>;
}) => (
  <TextField
    name={name}
    label={label}
    value={comments.text}
    onChange={(e) => comments.set(e.target.value)}
    error={!!comments.error}
    helperText={comments.error ?? hint}
    multiline
    minRows={2}
    slotProps={{ htmlInput: { maxLength: 500 } }}
  />
);
