import { Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell(item: T): ReactNode;
  align?: 'left' | 'right';
  sx?: SxProps<Theme>;
}

interface Props<T> {
  items: T[];
  isCompact: boolean;
  /** The list's accessible name. */
  label: string;
  columns: Array<Column<T>>;
  /** A phone's card for one item, above its actions. */
  card(item: T): ReactNode;
  /** A row's actions; a read-only list (on a detail page) has none and no column for them. */
  actions?: (item: T) => ReactNode;
}

/** A table on a laptop; cards on a phone, so nothing scrolls sideways at 375 px. */
export function ResponsiveList<T extends { id: string }>({ items, isCompact, label, columns, card, actions }: Props<T>) {
  if (isCompact) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
        {items.map((item) => (
          <Card key={item.id} variant="outlined" component="li">
            <CardContent sx={{ pb: '8px !important' }}>
              {card(item)}
              {actions?.(item)}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            {actions && <TableCell align="right">Åtgärder</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={column.sx}>
                  {column.cell(item)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(item)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
