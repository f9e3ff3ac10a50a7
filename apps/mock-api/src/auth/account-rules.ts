/** How long a mailed code or link lives, and how often it may be asked for or tried. */
export const CODE_TTL_SECONDS = 10 * 60;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
