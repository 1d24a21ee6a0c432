import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

export interface RowAction {
  /** The tooltip, short: "Redigera". */
  title: string;
  /** What a screen reader hears: names the row ("Redigera faktura F2026061000"). */
  label: string;
  icon: ReactNode;
  onClick(): void;
  /** Working: shows progress and cannot be pressed again. */
  isBusy?: boolean;
}

/** A row's icon buttons; an action left out (false) is not offered. */
export function RowActions({ actions }: { actions: Array<RowAction | false> }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      {actions
        .filter((action): action is RowAction => action !== false)
        .map((action) => (
          <Tooltip key={action.title} title={action.title}>
            <span>
              <IconButton aria-label={action.label} onClick={action.onClick} disabled={action.isBusy}>
                {action.isBusy ? <CircularProgress size={22} aria-label="Arbetar" /> : action.icon}
              </IconButton>
            </span>
          </Tooltip>
        ))}
    </Box>
  );
}
