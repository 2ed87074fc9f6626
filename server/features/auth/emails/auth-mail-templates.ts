import { loginUnlockMail } from './login-unlock.email.js';
import { passwordResetMail } from './password-reset.email.js';
import { signInMethodAddedMail } from './sign-in-method-added.email.js';
import { verifyEmailMail } from './verify-email.email.js';

/** Every mail auth sends, for the mail worker's catalogue and the preview. */
export const authMailTemplates = [passwordResetMail, loginUnlockMail, signInMethodAddedMail, verifyEmailMail];
