/**
 * The browser's calls to Better Auth's REST endpoints (/api/auth/*). Plain fetch instead of
 * better-auth's client keeps ~12 KB (gzipped) of fetch wrappers and stores off the sign-in page;
 * every call answers like that client: { data } or { error: { status, code, message } }.
 */
export type AuthError = { status: number; code?: string; message?: string };
export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

async function post<T>(path: string, body: unknown = {}): Promise<AuthResult<T>> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
    if (response.ok) return { data: payload as T, error: null };
    return { data: null, error: { status: response.status, code: payload?.code, message: payload?.message } };
  } catch {
    return { data: null, error: { status: 0 } };
  }
}

export const authClient = {
  signIn: {
    /** With TOTP on, no session yet: { twoFactorRedirect: true }, then twoFactor.verifyTotp or verifyBackupCode. */
    email: (body: { email: string; password: string }) =>
      post<{ user?: unknown; twoFactorRedirect?: boolean }>('/sign-in/email', body),
    /** Starts a social (OIDC) sign-in and sends the browser to the provider. */
    social: async (body: { provider: string; callbackURL: string; errorCallbackURL: string }) => {
      const result = await post<{ url?: string; redirect?: boolean }>('/sign-in/social', body);
      if (result.data?.url) window.location.href = result.data.url;
      return result;
    },
  },
  signUp: {
    email: (body: { email: string; password: string; name: string }) => post<{ user: unknown }>('/sign-up/email', body),
  },
  requestPasswordReset: (body: { email: string; redirectTo: string }) => post('/request-password-reset', body),
  resetPassword: (body: { newPassword: string; token: string }) => post('/reset-password', body),
  signOut: () => post('/sign-out'),
  twoFactor: {
    /** Starts TOTP enrolment: the otpauth URI and the backup (recovery) codes; enabled once a code is verified. */
    enable: (body: { password: string }) =>
      post<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', body),
    verifyTotp: (body: { code: string }) => post('/two-factor/verify-totp', body),
    verifyBackupCode: (body: { code: string }) => post('/two-factor/verify-backup-code', body),
    /** New recovery codes for a user with TOTP on; the previous ones stop working. */
    generateBackupCodes: (body: { password: string }) =>
      post<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', body),
    /** Turns TOTP off; refused (403) to whoever must keep it. */
    disable: (body: { password: string }) => post('/two-factor/disable', body),
  },
};
