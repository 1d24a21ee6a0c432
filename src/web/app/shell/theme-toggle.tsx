import { IconButton } from '../../ui/button';
import { useColorMode } from '../../ui/color-mode';

export function ThemeToggle() {
  const { mode, toggle } = useColorMode();
  const label = mode === 'dark' ? 'Byt till ljust tema' : 'Byt till mörkt tema';
  return (
    <IconButton
      icon={mode === 'dark' ? 'lightModeOutlined' : 'darkModeOutlined'}
      label={label}
      tooltip={null}
      onClick={toggle}
    />
  );
}
