import { Icon } from '../../ui/icon';
import { useColorMode } from '../../ui/color-mode';

export function ThemeToggle() {
  const { mode, toggle } = useColorMode();
  const label = mode === 'dark' ? 'Byt till ljust tema' : 'Byt till mörkt tema';
  return (
    <button type="button" className="icon-button" onClick={toggle} aria-label={label} title={label}>
      <Icon name={mode === 'dark' ? 'lightModeOutlined' : 'darkModeOutlined'} />
    </button>
  );
}
