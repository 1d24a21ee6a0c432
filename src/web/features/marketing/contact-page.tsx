import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import Schedule from '@mui/icons-material/Schedule';
import { Box, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';

interface PublicConfig {
  contactEmail: string;
  contactPhone: string;
}

export default function ContactPage() {
  const { data } = useQuery({ queryKey: ['public-config'], queryFn: () => apiJson<PublicConfig>('/config', { isPublic: true }), staleTime: Infinity });
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" gutterBottom>
        Kontakt
      </Typography>
      <Typography paragraph color="text.secondary">
        Frågor om Verkstan, en demo eller hjälp med ditt konto? Hör av dig.
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} alignItems="center">
              <Email color="primary" />
              {data ? <Link href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Link> : <Skeleton width={200} />}
            </Stack>
            <Stack direction="row" spacing={2} alignItems="center">
              <Phone color="primary" />
              {data ? <Link href={`tel:${data.contactPhone.replace(/[^\d+]/g, '')}`}>{data.contactPhone}</Link> : <Skeleton width={160} />}
            </Stack>
            <Stack direction="row" spacing={2} alignItems="center">
              <Place color="primary" />
              <Typography>Södra Sverige</Typography>
            </Stack>
            <Stack direction="row" spacing={2} alignItems="center">
              <Schedule color="primary" />
              <Typography>Vi svarar inom 24 timmar på vardagar.</Typography>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
