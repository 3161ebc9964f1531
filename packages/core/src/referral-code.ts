/** A member's referral code, as a share link (/?ref=CODE) carries it (1-11). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,16}$/;
