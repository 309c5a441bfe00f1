import { changePasswordRequest } from '@remit/contract/auth';
import { messages } from '@remit/contract/validation';
import { z } from 'zod';

/** Spec §5 change-password form: current required, new passes the rule, confirm equals new. */
export const changePasswordSchema = changePasswordRequest
  .pick({ old_password: true, new_password: true })
  .extend({
    confirm_password: z.string({ error: messages.required }).min(1, { error: messages.required }),
  })
  .refine((v) => v.confirm_password === v.new_password, {
    path: ['confirm_password'],
    error: messages.confirm,
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

export const emptyChangePassword: ChangePasswordInput = {
  old_password: '',
  new_password: '',
  confirm_password: '',
};
