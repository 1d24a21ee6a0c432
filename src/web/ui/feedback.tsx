import { islandOf } from './island';

export type { Notice } from './mui/notice-snackbar';

/** "Är du säker?" before what cannot be undone; loads with its first use. */
export const ConfirmDialog = islandOf(() => import('./mui/confirm-dialog').then((module) => module.ConfirmDialog));

/** The outcome of an action at the foot of the screen; loads with its first use. */
export const NoticeSnackbar = islandOf(() => import('./mui/notice-snackbar').then((module) => module.NoticeSnackbar));
