/**
 * The always-available access modals (spec 000 §2) are opened by a system event, so any page can
 * open them without importing the forms: `openAuthModal('login')` dispatches a window CustomEvent
 * the shell listens to, and the modal code is downloaded only then.
 */
export type AuthModalKind = 'login' | 'signup' | 'recover';

export interface AuthModalOptions {
  /** Pre-fills the e-mail field. */
  identity?: string;
  /**
   * Where to go after a successful login or signup. The spec's landing is /actividades; pass
   * `null` to stay on the current page (e.g. a "log in to enrol" button).
   */
  redirectTo?: string | null;
}

/** Which modal is open, and with what (the shell's host hands it to the modal). */
export interface AuthModalState {
  kind: AuthModalKind | null;
  options: AuthModalOptions;
}

export const AUTH_MODAL_EVENT = {
  login: 'club:open-login',
  signup: 'club:open-signup',
  recover: 'club:open-recover',
} as const satisfies Record<AuthModalKind, string>;

export function openAuthModal(kind: AuthModalKind, options: AuthModalOptions = {}): void {
  window.dispatchEvent(new CustomEvent<AuthModalOptions>(AUTH_MODAL_EVENT[kind], { detail: options }));
}
