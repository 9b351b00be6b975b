import { useId, type SelectHTMLAttributes } from 'react';
import classes from './console.module.css';

interface ConsoleSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** A visible label; without it, give `aria-label`. */
  label?: string;
  data: { value: string; label: string }[];
}

/**
 * A native select in the look of the console's inputs. Decision: not Mantine's NativeSelect,
 * whose input chunk would be split out of the members' pages and grow the landing page's entry.
 */
export function ConsoleSelect({ label, data, className, ...rest }: ConsoleSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      {label && (
        <label htmlFor={id} className={classes.selectLabel}>
          {label}
        </label>
      )}
      <select id={id} className={classes.select} {...rest}>
        {data.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
