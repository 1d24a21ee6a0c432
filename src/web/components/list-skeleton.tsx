import { Box, Skeleton } from '@mui/material';

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Box aria-busy="true" aria-label="Laddar">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}
