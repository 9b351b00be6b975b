/**
 * The modals that are always available (spec 000 §2): login, signup, password recovery, the
 * data-review assistant, the membership help. Each feature owns its modal; they are mounted here.
 */
export function AlwaysOnModals() {
  return null;
}
