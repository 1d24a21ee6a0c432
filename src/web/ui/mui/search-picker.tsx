import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import type { PickerOption } from '../../lib/use-picker-options';

export type { PickerOption };

interface Props {
  label: string;
  value: PickerOption | null;
  onChange(option: PickerOption | null): void;
  /** The options for what is typed, fetched by the caller's query. */
  useOptions(query: string): { options: PickerOption[]; isLoading: boolean };
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  helperText?: string;
  /** In a list's toolbar: as tall as the search field beside it (48 px), its resting label centred in it. */
  isInToolbar?: boolean;
  /** Takes the focus and opens as it appears (the toolbar's picker, reached for by the user). */
  autoFocus?: boolean;
}

const toolbarLook = {
  '& .MuiOutlinedInput-root': { minHeight: 48, py: '0 !important' },
  '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { transform: 'translate(14px, 12px) scale(1)' },
};

/** A searchable choice among a register's rows: what is typed asks the server once typing pauses. */
export function SearchPicker({
  label,
  value,
  onChange,
  useOptions,
  required,
  disabled,
  error,
  helperText,
  isInToolbar = false,
  autoFocus = false,
}: Props) {
  const [input, setInput] = useState('');
  const query = useDebounced(input === value?.label ? '' : input.trim());
  const { options, isLoading } = useOptions(query);
  return (
    <Autocomplete
      sx={isInToolbar ? toolbarLook : undefined}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.label}
      filterOptions={(shown) => shown}
      loading={isLoading}
      openOnFocus={autoFocus}
      disabled={disabled}
      noOptionsText="Inga träffar"
      loadingText="Söker …"
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.label}
            {option.detail && (
              <span style={{ display: 'block', fontSize: '0.85em', opacity: 0.7 }}>{option.detail}</span>
            )}
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {isLoading && <CircularProgress size={18} aria-label="Söker" />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
