import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

/** A search box: the magnifier in front, at most 100 characters (what the API accepts). */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return (
    <TextField
      {...props}
      type="search"
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
