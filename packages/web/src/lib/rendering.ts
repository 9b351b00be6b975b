/**
 * Which pages the server renders (issue 19): every public page, and any path no route knows
 * (it answers 404 with the not-found page). The logged-in areas, the console, the sign-in pages,
 * quizzes (one-person links) and the payment return pages stay rendered in the browser: what
 * they show depends on who is looking. Keep in step with app/router.tsx (the service worker keeps only these pages: pwa/rules.ts).
 */
const RENDERED_IN_BROWSER =
  /^\/(login|signup|recover_account|myaccount|myfamily|mis-inscripciones|material_equipacion|gestion|quiz|pago)(\/|$)/;

export const isRenderedOnServer = (pathname: string): boolean => !RENDERED_IN_BROWSER.test(pathname);
