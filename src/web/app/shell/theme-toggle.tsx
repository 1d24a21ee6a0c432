import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton } from '@mui/material';
import { useColorMode } from '../color-mode';

export function ThemeToggle() {
  const { mode, toggle } = useColorMode();
  const label = mode === 'dark' ? 'Byt till ljust tema' : 'Byt till mörkt tema';
  return (
    // A title instead of a MUI Tooltip: the header is on every public page, and Popper is not worth its weight there.
    <IconButton color="inherit" onClick={toggle} aria-label={label} title={label}>
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
