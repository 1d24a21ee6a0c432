import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function EmptyState({ icon, text, actionLabel, onAction }: { icon: ReactNode; text: string; actionLabel?: string; onAction?: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 3 }}>
      <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>
      <Typography color="text.secondary" sx={{ mb: actionLabel ? 2 : 0 }}>
        {text}
      </Typography>
      {actionLabel && onAction && (
        <Button variant="contained" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Box>
  );
}
