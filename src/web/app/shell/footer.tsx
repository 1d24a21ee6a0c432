import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LogoMark } from './logo';

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 6, py: 3, px: 2, bgcolor: 'background.paper' }}>
      <Box sx={{ maxWidth: 1280, mx: 'auto', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LogoMark size={22} />
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} Verkstan – för verkstäder som håller maskinerna igång
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Link component={RouterLink} to="/about" color="inherit" sx={{ py: 1.25 }}>
            Om oss
          </Link>
          <Link component={RouterLink} to="/contact" color="inherit" sx={{ py: 1.25 }}>
            Kontakta oss
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
