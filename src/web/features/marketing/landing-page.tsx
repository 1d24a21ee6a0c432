import Agriculture from '@mui/icons-material/Agriculture';
import Assignment from '@mui/icons-material/Assignment';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import History from '@mui/icons-material/History';
import Inventory from '@mui/icons-material/Inventory2';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SyncAlt from '@mui/icons-material/SyncAlt';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Faq } from './faq';

const features = [
  { icon: <Assignment />, title: 'Arbetsordrar', text: 'Ta emot jobb, prioritera och följ varje maskin från inlämning till klar.' },
  { icon: <ReceiptLong />, title: 'Fakturering', text: 'Kompletta svenska fakturor med moms, OCR och bankgiro – och kreditfakturor när något blir fel.' },
  { icon: <Inventory />, title: 'Lagerhantering', text: 'Håll koll på reservdelar och material som går åt på jobben.' },
  { icon: <History />, title: 'Servicehistorik', text: 'Se vad som gjorts på varje grävmaskin, traktor och lastbil.' },
  { icon: <AutoAwesome />, title: 'Inbyggd AI', text: 'Smarta förslag som sparar tid i vardagen.' },
  { icon: <SyncAlt />, title: 'Visma och Fortnox', text: 'Exportera bokföringen som SIE-fil till Visma eller Fortnox.' },
];

export default function LandingPage() {
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <Box component="section" sx={{ pt: { xs: 2, md: 6 }, display: 'grid', gap: 3, gridTemplateColumns: { md: '3fr 2fr' }, alignItems: 'center' }}>
        <Box>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.12em' }}>
            För verkstäder som servar tunga fordon och maskiner
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, my: 2 }}>
            Mindre pappersarbete. Fler maskiner i drift.
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
            Verkstan samlar arbetsordrar, fakturering och översikt för enmansföretag och små team – på kontoret och ute i verkstaden.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/register" variant="contained" size="large">
              Prova gratis i 30 dagar
            </Button>
            <Button component={RouterLink} to="/contact" variant="outlined" size="large" color="inherit">
              Prata med oss
            </Button>
          </Stack>
        </Box>
        <Box aria-hidden="true" sx={{ display: { xs: 'none', md: 'grid' }, placeItems: 'center', borderRadius: 4, minHeight: 260, bgcolor: 'action.hover' }}>
          <Agriculture sx={{ fontSize: 160, color: 'primary.main', opacity: 0.85 }} />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="features-title">
        <Typography id="features-title" variant="h2" gutterBottom>
          Allt verkstaden behöver
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
          {features.map((feature) => (
            <Card key={feature.title} variant="outlined">
              <CardContent>
                <Box sx={{ color: 'primary.main', mb: 1 }}>{feature.icon}</Box>
                <Typography variant="h3" sx={{ fontSize: '1.15rem' }} gutterBottom>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary">{feature.text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>

      <Faq />

      <Box component="section" aria-labelledby="cta-title" sx={{ textAlign: 'center', py: 5, px: 2, borderRadius: 4, bgcolor: 'action.hover' }}>
        <Typography id="cta-title" variant="h2" gutterBottom>
          Redo att prova?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Kom igång på några minuter. Prova Verkstan gratis i 14 dagar – inget kort behövs.
        </Typography>
        <Button component={RouterLink} to="/register" variant="contained" size="large">
          Starta din provperiod
        </Button>
      </Box>
    </Stack>
  );
}
