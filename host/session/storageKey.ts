/** Where the session persists in localStorage (also read by the page's first script, host/firstScreenPreload.ts). */
export const SESSION_STORAGE_KEY = 'spend.session';
