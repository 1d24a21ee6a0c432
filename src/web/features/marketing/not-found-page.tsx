import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', my: 8 }}>
      <Typography variant="h1" gutterBottom>
        Sidan finns inte
      </Typography>
      <Typography color="text.secondary" paragraph>
        Adressen kan vara felstavad, eller så har sidan flyttats.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Till startsidan
      </Button>
    </Box>
  );
}
