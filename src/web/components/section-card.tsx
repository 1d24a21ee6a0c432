import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a detail page (a customer's machines, work orders, invoices), with an action beside the title. */
export function SectionCard({
  title,
  action,
  emptyText,
  isEmpty,
  children,
}: {
  title: string;
  action?: ReactNode;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
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
