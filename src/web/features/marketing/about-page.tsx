import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export default function AboutPage() {
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" gutterBottom>
        Om oss
      </Typography>
      <Typography paragraph>
        Verkstan är byggt för verkstäder som servar och reparerar tunga fordon och maskiner: grävmaskiner, traktorer, lastbilar och hjullastare. Vi vet att tiden
        ska gå till maskinerna, inte till pappersarbetet.
      </Typography>
      <Typography paragraph>
        Därför samlar Verkstan arbetsordrar, fakturering, lager, servicehistorik och inbyggd AI på ett ställe, med export till Visma och Fortnox. Det fungerar lika
        bra på mobilen ute i verkstaden som på datorn på kontoret.
      </Typography>
      <Typography paragraph>Vi finns i Södra Sverige och utvecklar Verkstan tillsammans med verkstäderna som använder det.</Typography>
      <Typography paragraph sx={{ fontWeight: 600 }}>
        Prova Verkstan gratis i 30 dagar.
      </Typography>
      <Button component={RouterLink} to="/register" variant="contained">
        Skapa konto
      </Button>
    </Box>
  );
}
