import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField, type InputFieldProps } from './input-field';

/** A password input with a show/hide toggle (spec §5: every password field has one). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<InputFieldProps, 'type' | 'endAdornment'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <InputField
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              size="small"
              aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
              onClick={() => setVisible((v) => !v)}
              onMouseDown={(event) => event.preventDefault()}
            >
              {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
