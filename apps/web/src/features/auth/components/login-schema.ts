import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@remit/contract/auth';

/** The sign-in form's check: the contract's login request without the language (the client adds it). */
export const loginSchema = loginRequest.omit({ language: true });
export const loginResolver = zodResolver(loginSchema);
