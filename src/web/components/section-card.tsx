import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  action?: ReactNode;
  /** Shown instead of the content when there is nothing to show. */
  emptyText?: string;
  isEmpty?: boolean;
  children: ReactNode;
}

/** A titled part of a page (a customer's machines, the dashboard's latest), with an action beside the title. */
export function SectionCard({ title, action, emptyText, isEmpty = false, children }: Props) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
            {title}
          </Typography>
          {action}
        </Box>
        {isEmpty ? <Typography color="text.secondary">{emptyText}</Typography> : children}
      </CardContent>
    </Card>
  );
}
