import { useLingui } from '@lingui/react/macro';
import { Figures } from './Figures';
import { IconButton } from './IconButton';
import { CopyIcon } from './screen-icons';
import { toast } from './toast';
import styles from './CopyFigures.module.css';

export interface CopyFigure {
  label: string;
  value: string;
}

/** Details the user types into their bank's app (a receiving account), each with a copy button. Empty ones are left out. */
export function CopyFigures({ figures }: { figures: readonly CopyFigure[] }) {
  const { t } = useLingui();
  const copyLabel = (detail: string) => t`Copy ${detail}`;
  const copy = (value: string) => {
    navigator.clipboard
      .writeText(value)
      .then(() => toast.show(t`Copied`, 'success'))
      .catch(() => toast.show(t`Could not copy. Select the text and copy it yourself.`, 'error'));
  };
  return (
    <Figures>
      {figures
        .filter((figure) => figure.value !== '')
        .map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>
              <span dir="auto">{figure.value}</span>
              <IconButton label={copyLabel(figure.label)} className={styles.copy} onClick={() => copy(figure.value)}>
                <CopyIcon size={18} />
              </IconButton>
            </dd>
          </div>
        ))}
    </Figures>
  );
}
